import { type ReactNode, useState } from 'react';
import { Badge, ButtonLink, brand, buttonClassName, Card, Container, PageHero, PageMeta } from 'shared-ui';
import { cardGridClassName } from '../../../components/layout/layout';
import { Tabs } from '../../../components/tabs/tabs';
import { applyPath } from '../../../lib/careers-paths';
import { HIRING_DURATION, HIRING_STEPS, PERKS, PROCESS_APPLY_SLUG } from '../careers-content';
import styles from './careers-overview.module.css';

type CareersTab = 'openings' | 'benefits' | 'process';

/** The anchor of 'View Open Positions' (spec §2). */
export const OPENINGS_ANCHOR = 'openings';

/** spec §2 /careers: hero, then the tabs Job Openings (the given list), Benefits and Process. */
export function CareersOverview({ openings }: { openings: ReactNode }) {
  const [tab, setTab] = useState<CareersTab>('openings');

  return (
    <>
      <PageMeta
        title="Careers"
        description={`Join ${brand.name}: open positions in cybersecurity, engineering, product and operations in Chicago and the Middle East. Search the openings and apply online.`}
      />
      <PageHero
        title="Join Our Team"
        text="Help governments and enterprises deliver secure digital services. We are hiring engineers, security specialists and product people in Chicago and across the Middle East."
        actions={
          <>
            {/* A plain anchor: the browser scrolls to the list; the click also shows its tab. */}
            <a href={`#${OPENINGS_ANCHOR}`} className={buttonClassName('onDark')} onClick={() => setTab('openings')}>
              View Open Positions
            </a>
            <ButtonLink to="/culture" variant="ghost" className={styles.heroSecondary}>
              Learn About Culture
            </ButtonLink>
          </>
        }
      />
      <section id={OPENINGS_ANCHOR} aria-label="Careers" className={styles.section}>
        <Container>
          <Tabs
            label="Careers"
            selected={tab}
            onSelect={setTab}
            tabs={[
              { id: 'openings', label: 'Job Openings', panel: openings },
              { id: 'benefits', label: 'Benefits', panel: <Benefits /> },
              { id: 'process', label: 'Process', panel: <HiringProcess /> },
            ]}
          />
        </Container>
      </section>
    </>
  );
}

function Benefits() {
  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>Why Work With Us</h2>
      <ul className={cardGridClassName}>
        {PERKS.map((perk) => (
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
  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>Our Hiring Process</h2>
      <ol className={cardGridClassName}>
        {HIRING_STEPS.map((step, index) => (
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
        <p className={styles.duration}>
          The hiring process typically takes <Badge>{HIRING_DURATION}</Badge> from application to offer.
        </p>
        <ButtonLink to={applyPath(PROCESS_APPLY_SLUG)}>Apply Now</ButtonLink>
      </div>
    </div>
  );
}
