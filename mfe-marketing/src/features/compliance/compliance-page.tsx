import { brand, Link, PageHero, PageMeta, Section, useSharedName } from 'shared-ui';
import { CallToAction } from '../../components/call-to-action';
import { TopicGrid, topicStyles } from '../../components/topic-grid';
import { marketingMessages } from '../../messages';
import styles from './compliance-page.module.css';
import { complianceText } from './compliance-text';

export function CompliancePage() {
  const t = marketingMessages.useT();
  const name = useSharedName();
  const { complianceFrameworks, complianceSteps } = complianceText.useText();
  return (
    <>
      <PageMeta title={t('compliance.title')} description={t('compliance.meta.description', { company: name(brand.name) })} />
      <PageHero eyebrow={t('compliance.title')} title={t('compliance.hero.title')} text={t('compliance.hero.text')} />

      <Section id="compliance-frameworks" title={t('compliance.frameworks.title')} intro={t('compliance.frameworks.intro')}>
        <TopicGrid topics={complianceFrameworks} tone="accent" />
      </Section>

      <Section id="compliance-process" title={t('compliance.process.title')} intro={t('compliance.process.intro')} muted>
        <ol className={styles.steps}>
          {complianceSteps.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3 className={topicStyles.title}>{step.title}</h3>
              <p className={topicStyles.text}>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CallToAction
        id="compliance-contact"
        title={t('compliance.contact.title')}
        text={
          <>
            {t('compliance.contact.text')} <Link to="/contact">{t('compliance.contact.link')}</Link>.
          </>
        }
      />
    </>
  );
}
