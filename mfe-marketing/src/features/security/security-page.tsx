import { ButtonLink, brand, PageHero, PageMeta, Section, useSharedName } from 'shared-ui';
import { CallToAction } from '../../components/call-to-action';
import { TopicGrid } from '../../components/topic-grid';
import { marketingMessages } from '../../messages';
import { securityText } from './security-text';

export function SecurityPage() {
  const t = marketingMessages.useT();
  const name = useSharedName();
  const { securityApproach, certifications } = securityText.useText();
  return (
    <>
      <PageMeta title={t('security.title')} description={t('security.meta.description', { company: name(brand.name) })} />
      <PageHero eyebrow={t('security.hero.eyebrow')} title={t('security.hero.title')} text={t('security.hero.text')} />

      <Section id="security-approach" title={t('security.approach.title')} intro={t('security.approach.intro')}>
        <TopicGrid topics={securityApproach} />
      </Section>

      <Section id="certifications" title={t('security.certifications.title')} intro={t('security.certifications.intro')} muted>
        <TopicGrid topics={certifications} />
      </Section>

      <CallToAction
        id="security-contact"
        title={t('security.contact.title')}
        text={t('security.contact.text')}
        action={<ButtonLink to="/contact">{t('security.contact.action')}</ButtonLink>}
      />
    </>
  );
}
