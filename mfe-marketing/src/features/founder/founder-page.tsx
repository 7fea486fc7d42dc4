import { ButtonLink, brand, Container, PageMeta, StickyAside, useLocalePath, useSharedName } from 'shared-ui';
import { Portrait } from '../../components/artwork/portrait';
import { Reveal } from '../../components/reveal';
import { marketingMessages } from '../../messages';
import styles from './founder-page.module.css';
import { founderText } from './founder-text';
import { personSchema } from './person-schema';

/** The founder's page at brand.founder.path. */
export function FounderPage() {
  const t = marketingMessages.useT();
  const name = useSharedName();
  const localePath = useLocalePath();
  const content = founderText.useText();
  const { founder } = brand;
  const founderName = name(founder.name);
  const company = name(brand.name);
  const lead = t('founder.lead', { company });
  return (
    <>
      <PageMeta
        title={t('founder.meta.title', { founder: founderName, title: name(founder.title) })}
        description={t('founder.meta.description', { founder: founderName, company, year: brand.foundedYear })}
        path={founder.path}
        type="profile"
        structuredData={
          process.env.RENDER_TARGET !== 'browser' &&
          personSchema({ name, description: lead, path: localePath(founder.path), content })
        }
      />
      <FounderHero lead={lead} />

      <Container className={styles.layout}>
        <div className={styles.main}>
          <section aria-labelledby="biography-heading" className={styles.block}>
            <h2 id="biography-heading" className={styles.heading}>
              {t('founder.biography')}
            </h2>
            {content.biography.map((paragraph) => (
              <p key={paragraph.slice(0, 24)} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
          </section>

          <Ventures />
        </div>

        <StickyAside
          besideFrom="64rem"
          gapBelowHeader={6}
          aria-label={t('founder.inBrief', { founder: founderName })}
          className={styles.sidebar}
        >
          <Education />
          <section aria-labelledby="expertise-heading" className={styles.panel}>
            <h2 id="expertise-heading" className={styles.panelHeading}>
              {t('founder.expertise')}
            </h2>
            <ul className={styles.expertise}>
              {content.expertise.map((skill) => (
                <li key={skill}>{skill}</li>
              ))}
            </ul>
          </section>
        </StickyAside>
      </Container>
    </>
  );
}

function FounderHero({ lead }: { lead: string }) {
  const t = marketingMessages.useT();
  const name = useSharedName();
  const { founder } = brand;
  const founderName = name(founder.name);
  return (
    <header className={styles.hero}>
      <Container className={styles.heroInner}>
        <div className={styles.portrait}>
          <Portrait name={founder.name} />
        </div>
        <div>
          <p className={styles.eyebrow}>{name(founder.title)}</p>
          <h1 className={styles.name}>{founderName}</h1>
          <p className={styles.lead}>{lead}</p>
          <ButtonLink to="/contact" variant="onDark">
            {t('founder.contact', { firstName: founderName.split(' ')[0] ?? founderName })}
          </ButtonLink>
        </div>
      </Container>
    </header>
  );
}

function Ventures() {
  const t = marketingMessages.useT();
  const { ventures } = founderText.useText();
  return (
    <section aria-labelledby="ventures-heading" className={styles.block}>
      <h2 id="ventures-heading" className={styles.heading}>
        {t('founder.ventures')}
      </h2>
      <Reveal>
        <ul className={styles.ventures}>
          {ventures.map((venture) => (
            <li key={venture.name} className={styles.venture}>
              <p className={styles.founded}>
                {t('founder.founded')} <span className={styles.foundedYear}>{venture.founded}</span>
              </p>
              <h3 className={styles.ventureName}>{venture.name}</h3>
              <p className={styles.ventureRole}>{venture.role}</p>
              <p className={styles.ventureText}>{venture.text}</p>
            </li>
          ))}
        </ul>
      </Reveal>
    </section>
  );
}

function Education() {
  const t = marketingMessages.useT();
  const { education } = founderText.useText();
  return (
    <section aria-labelledby="education-heading" className={styles.panel}>
      <h2 id="education-heading" className={styles.panelHeading}>
        {t('founder.education')}
      </h2>
      <ul className={styles.education}>
        {education.map((entry) => (
          <li key={entry.degree}>
            <p className={styles.degree}>{entry.degree}</p>
            <p className={styles.school}>{t('founder.schoolAndYear', { school: entry.school, year: entry.year })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
