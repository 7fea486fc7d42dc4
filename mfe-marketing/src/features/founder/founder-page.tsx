import { ButtonLink, brand, Container, PageMeta, StickyAside } from 'shared-ui';
import { Portrait } from '../../components/artwork/portrait';
import { Reveal } from '../../components/reveal';
import { BIOGRAPHY, EDUCATION, EXPERTISE, VENTURES } from './founder-content';
import styles from './founder-page.module.css';
import { personSchema } from './person-schema';

/** The founder's page at brand.founder.path (spec §2 "Founder page"). */
export function FounderPage() {
  const { founder } = brand;
  return (
    <>
      <PageMeta
        title={`${founder.name}, ${founder.title}`}
        description={`${founder.name} founded ${brand.name} in ${brand.foundedYear}. His biography, education, expertise and ventures.`}
        path={founder.path}
        type="profile"
        structuredData={personSchema()}
      />
      <FounderHero />

      <Container className={styles.layout}>
        <div className={styles.main}>
          <section aria-labelledby="biography-heading" className={styles.block}>
            <h2 id="biography-heading" className={styles.heading}>
              Biography
            </h2>
            {BIOGRAPHY.map((paragraph) => (
              <p key={paragraph.slice(0, 24)} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
          </section>

          <Ventures />
        </div>

        <StickyAside besideFrom="64rem" gapBelowHeader={6} aria-label={`${founder.name} in brief`} className={styles.sidebar}>
          <Education />
          <section aria-labelledby="expertise-heading" className={styles.panel}>
            <h2 id="expertise-heading" className={styles.panelHeading}>
              Expertise
            </h2>
            <ul className={styles.expertise}>
              {EXPERTISE.map((skill) => (
                <li key={skill}>{skill}</li>
              ))}
            </ul>
          </section>
        </StickyAside>
      </Container>
    </>
  );
}

function FounderHero() {
  const { founder } = brand;
  return (
    <header className={styles.hero}>
      <Container className={styles.heroInner}>
        <div className={styles.portrait}>
          <Portrait name={founder.name} />
        </div>
        <div>
          <p className={styles.eyebrow}>{founder.title}</p>
          <h1 className={styles.name}>{founder.name}</h1>
          <p className={styles.lead}>
            Founder of {brand.name}. Fifteen years of building secure digital services for governments in the United States and
            the Middle East.
          </p>
          <ButtonLink to="/contact" variant="onDark">
            Contact {founder.name.split(' ')[0]}'s Office
          </ButtonLink>
        </div>
      </Container>
    </header>
  );
}

function Ventures() {
  return (
    <section aria-labelledby="ventures-heading" className={styles.block}>
      <h2 id="ventures-heading" className={styles.heading}>
        Ventures
      </h2>
      <Reveal>
        <ul className={styles.ventures}>
          {VENTURES.map((venture) => (
            <li key={venture.name} className={styles.venture}>
              <p className={styles.founded}>
                Founded <span className={styles.foundedYear}>{venture.founded}</span>
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
  return (
    <section aria-labelledby="education-heading" className={styles.panel}>
      <h2 id="education-heading" className={styles.panelHeading}>
        Education
      </h2>
      <ul className={styles.education}>
        {EDUCATION.map((entry) => (
          <li key={entry.degree}>
            <p className={styles.degree}>{entry.degree}</p>
            <p className={styles.school}>
              {entry.school}, {entry.year}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
