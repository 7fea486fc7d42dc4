import { ButtonLink, brand, Link, PageHero, PageMeta, Section } from 'shared-ui';
import { Constellation } from '../../components/artwork/constellation';
import { CallToAction } from '../../components/call-to-action';
import { gridColumnsClass } from '../../components/grid-columns';
import { TopicGrid, topicStyles } from '../../components/topic-grid';
import { coreValues, growthLists, lifeAtCompanyTitle, workplaceBenefits } from './culture-content';
import styles from './culture-page.module.css';

export function CulturePage() {
  return (
    <>
      <PageMeta
        title="Our Culture"
        description={`The values, benefits and growth opportunities that shape life at ${brand.name}, from Chicago to the Middle East.`}
      />
      <PageHero
        eyebrow="Culture"
        title="Our Culture"
        text={`At ${brand.shortName}, experts in e-government, encryption, cybersecurity and AI work as one team to build technology that people and governments can trust.`}
        art={<Constellation />}
      />

      <Section
        id="core-values"
        title="Our Core Values"
        intro="Six principles guide how we hire, how we work with clients and how we treat one another."
      >
        <TopicGrid topics={coreValues} />
      </Section>

      <Section
        id="life-at-company"
        title={lifeAtCompanyTitle}
        intro="We design our workplace so talented people can do the best work of their careers and enjoy it."
        muted
      >
        <TopicGrid topics={workplaceBenefits} />
        <p className={styles.sectionLink}>
          <Link to="/careers">Explore careers and open positions</Link>
        </p>
      </Section>

      <Section
        id="growth"
        title="How We Support Your Growth"
        intro={`Everyone at ${brand.shortName} has a personal development plan and the time and support to follow it.`}
      >
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
        title="Join Our Team"
        muted
        text="Ready to help governments and enterprises build secure, modern digital services? We are hiring across engineering, security, product and operations."
        action={<ButtonLink to="/careers">View Open Positions</ButtonLink>}
      />
    </>
  );
}
