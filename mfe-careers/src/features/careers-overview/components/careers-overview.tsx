import { type ReactNode, useEffect, useState } from 'react';
import { Badge, ButtonLink, brand, buttonClassName, Card, Container, PageHero, PageMeta, useSharedName } from 'shared-ui';
import { cardGridClassName } from '../../../components/layout/layout';
import { Tabs } from '../../../components/tabs/tabs';
import { applyPath } from '../../../lib/careers-paths';
import { useJobFeeds } from '../../../lib/job-feeds';
import { messageWith } from '../../../lib/message-with';
import { careersMessages } from '../../../messages';
import { careersContent } from '../careers-content.localized';
import { careersPageMessages } from '../messages';
import styles from './careers-overview.module.css';

type CareersTab = 'openings' | 'benefits' | 'process';

/** The Process tab's Apply Now goes to this job. */
const PROCESS_APPLY_SLUG = 'senior-cybersecurity-analyst';

/** The anchor of 'View Open Positions': the job openings. */
export const OPENINGS_ANCHOR = 'openings';

/**
 * /careers: hero, then the tabs (`CareersTabs`, the page's island, which the shell hands
 * the page as `./CareersTabs`). The hero is static HTML: 'View Open Positions' is a plain anchor.
 */
export function CareersOverview({ tabs }: { tabs: ReactNode }) {
  const t = careersPageMessages.useT();
  const shared = careersMessages.useT();
  const name = useSharedName();
  const feeds = useJobFeeds();

  return (
    <>
      <PageMeta title={t('careers.title')} description={t('careers.description', { company: name(brand.name) })} feeds={feeds} />
      <PageHero
        title={t('careers.heading')}
        text={t('careers.intro')}
        actions={
          <>
            <a href={`#${OPENINGS_ANCHOR}`} className={buttonClassName('onDark')}>
              {shared('careers.viewOpenings')}
            </a>
            <ButtonLink to="/culture" variant="ghost" className={styles.heroSecondary}>
              {t('careers.culture')}
            </ButtonLink>
          </>
        }
      />
      <section id={OPENINGS_ANCHOR} aria-label={t('careers.tabs')} className={styles.section}>
        <Container>{tabs}</Container>
      </section>
    </>
  );
}

/** The tabs Job Openings (the given list), Benefits and Process; a link to `#openings` shows the first. */
export function CareersTabs({ openings }: { openings: ReactNode }) {
  const [tab, setTab] = useState<CareersTab>('openings');
  const t = careersPageMessages.useT();
  useEffect(() => {
    const showOpenings = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(`a[href="#${OPENINGS_ANCHOR}"]`)) setTab('openings');
    };
    document.addEventListener('click', showOpenings);
    return () => document.removeEventListener('click', showOpenings);
  }, []);

  return (
    <Tabs
      label={t('careers.tabs')}
      selected={tab}
      onSelect={setTab}
      tabs={[
        { id: 'openings', label: t('careers.tab.openings'), panel: openings },
        { id: 'benefits', label: t('careers.tab.benefits'), panel: <Benefits /> },
        { id: 'process', label: t('careers.tab.process'), panel: <HiringProcess /> },
      ]}
    />
  );
}

function Benefits() {
  const t = careersPageMessages.useT();
  const { perks } = careersContent.useText();
  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>{t('benefits.heading')}</h2>
      <ul className={cardGridClassName}>
        {perks.map((perk) => (
          <li key={perk.title}>
            <Card className={styles.card}>
              <h3 className={styles.cardTitle}>{perk.title}</h3>
              <p className={styles.cardText}>{perk.text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

function HiringProcess() {
  const t = careersPageMessages.useT();
  const shared = careersMessages.useT();
  const { hiringSteps, hiringDuration } = careersContent.useText();
  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>{t('process.heading')}</h2>
      <ol className={cardGridClassName}>
        {hiringSteps.map((step, index) => (
          <li key={step.title}>
            <Card className={styles.card}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.cardTitle}>{step.title}</h3>
              <p className={styles.cardText}>{step.text}</p>
            </Card>
          </li>
        ))}
      </ol>
      <div className={styles.processFooter}>
        <p className={styles.duration}>{messageWith(t, 'process.duration', { duration: <Badge>{hiringDuration}</Badge> })}</p>
        <ButtonLink to={applyPath(PROCESS_APPLY_SLUG)}>{shared('applyNow')}</ButtonLink>
      </div>
    </div>
  );
}
