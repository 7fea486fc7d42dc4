import { ButtonLink, brand, Link, PageHero, PageMeta, Section, useSharedName } from 'shared-ui';
import { Constellation } from '../../components/artwork/constellation';
import { CallToAction } from '../../components/call-to-action';
import { gridColumnsClass } from '../../components/grid-columns';
import { TopicGrid, topicStyles } from '../../components/topic-grid';
import { marketingMessages } from '../../messages';
import styles from './culture-page.module.css';
import { cultureText } from './culture-text';

export function CulturePage() {
  const t = marketingMessages.useT();
  const name = useSharedName();
  const { coreValues, lifeAtCompanyTitle, workplaceBenefits, growthLists } = cultureText.useText();
  const shortName = name(brand.shortName);
  return (
    <>
      <PageMeta title={t('culture.title')} description={t('culture.meta.description', { company: name(brand.name) })} />
      <PageHero
        eyebrow={t('culture.hero.eyebrow')}
        title={t('culture.title')}
        text={t('culture.hero.text', { brand: shortName })}
        art={<Constellation />}
      />

      <Section id="core-values" title={t('culture.values.title')} intro={t('culture.values.intro')}>
        <TopicGrid topics={coreValues} />
      </Section>

      <Section id="life-at-company" title={lifeAtCompanyTitle} intro={t('culture.life.intro')} muted>
        <TopicGrid topics={workplaceBenefits} />
        <p className={styles.sectionLink}>
          <Link to="/careers">{t('culture.life.careers')}</Link>
        </p>
      </Section>

      <Section id="growth" title={t('culture.growth.title')} intro={t('culture.growth.intro', { brand: shortName })}>
        <div className={`${topicStyles.grid} ${gridColumnsClass(growthLists.length)}`}>
          {growthLists.map((list, index) => {
            const headingId = `growth-list-${index}`;
            return (
              <div key={list.title} className={styles.growthList}>
                <h3 id={headingId} className={topicStyles.title}>
                  {list.title}
                </h3>
                <ul aria-labelledby={headingId} className={styles.checkList}>
                  {list.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </Section>

      <CallToAction
        id="join-us"
        title={t('culture.join.title')}
        muted
        text={t('culture.join.text')}
        action={<ButtonLink to="/careers">{t('culture.join.action')}</ButtonLink>}
      />
    </>
  );
}
