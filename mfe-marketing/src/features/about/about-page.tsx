import { ButtonLink, brand, Link, PageHero, PageMeta, Section, useSharedName } from 'shared-ui';
import { Portrait } from '../../components/artwork/portrait';
import { Skylines } from '../../components/artwork/skylines';
import { Reveal } from '../../components/reveal';
import { marketingMessages } from '../../messages';
import styles from './about-page.module.css';
import { aboutText } from './about-text';

/** /about: the company's story, journey, mission and leadership. */
export function AboutPage() {
  const t = marketingMessages.useT();
  const name = useSharedName();
  return (
    <>
      <PageMeta
        title={t('about.title')}
        description={t('about.meta.description', { year: brand.foundedYear, company: name(brand.name) })}
      />
      <PageHero
        eyebrow={t('about.hero.eyebrow', { brand: name(brand.shortName) })}
        title={t('about.title')}
        text={t('about.hero.text')}
        art={<Skylines />}
      />

      <StorySection />

      <JourneySection />

      <MissionSection />

      <LeadershipSection />

      <Section id="work-with-us" title={t('about.workWithUs.title')} intro={t('about.workWithUs.intro')}>
        <ButtonLink to="/contact">{t('contactOurTeam')}</ButtonLink>
      </Section>
    </>
  );
}

function StorySection() {
  const t = marketingMessages.useT();
  const name = useSharedName();
  const { figures } = aboutText.useText();
  const founding = {
    company: name(brand.name),
    year: brand.foundedYear,
    city: name(brand.headquarters.city),
    founder: name(brand.founder.name),
  };
  return (
    <Section id="our-story" eyebrow={t('about.story.eyebrow', { year: brand.foundedYear })} title={t('about.story.title')}>
      <Reveal className={styles.story}>
        <div className={styles.storyText}>
          <p>{t('about.story.founding', founding)}</p>
          <p>{t('about.story.today')}</p>
        </div>
        <ul className={styles.figures}>
          {figures.map((figure) => (
            <li key={figure.label} className={styles.figure}>
              <span className={styles.figureValue}>{figure.value}</span>
              <span className={styles.figureLabel}>{figure.label}</span>
            </li>
          ))}
        </ul>
      </Reveal>
    </Section>
  );
}

function JourneySection() {
  const t = marketingMessages.useT();
  const { milestones } = aboutText.useText();
  return (
    <Section id="our-journey" eyebrow={t('about.journey.eyebrow')} title={t('about.journey.title')} muted>
      <Reveal>
        <ol className={styles.timeline}>
          {milestones.map((milestone) => (
            <li key={milestone.year} className={styles.milestone}>
              <span className={styles.year}>{milestone.year}</span>
              <h3 className={styles.milestoneTitle}>{milestone.title}</h3>
              <p className={styles.milestoneText}>{milestone.text}</p>
            </li>
          ))}
        </ol>
      </Reveal>
    </Section>
  );
}

function MissionSection() {
  const t = marketingMessages.useT();
  const { missionAndVision } = aboutText.useText();
  return (
    <Section id="mission-vision" eyebrow={t('about.mission.eyebrow')} title={t('about.mission.title')}>
      <Reveal className={styles.missionGrid}>
        {missionAndVision.map((item) => (
          <article key={item.title} className={styles.missionCard}>
            <h3 className={styles.missionTitle}>{item.title}</h3>
            <p className={styles.missionText}>{item.text}</p>
          </article>
        ))}
      </Reveal>
    </Section>
  );
}

function LeadershipSection() {
  const t = marketingMessages.useT();
  const name = useSharedName();
  const { founder } = brand;
  const founderName = name(founder.name);
  return (
    <Section id="leadership" eyebrow={t('about.leadership.eyebrow')} title={t('about.leadership.title')} muted>
      <Reveal>
        <article className={styles.leader} aria-labelledby="leader-name">
          <div className={styles.portrait}>
            <Portrait name={founder.name} />
          </div>
          <div>
            <h3 id="leader-name" className={styles.leaderName}>
              {founderName}
            </h3>
            <p className={styles.leaderTitle}>{name(founder.title)}</p>
            <p className={styles.leaderBio}>
              {t('about.leadership.bio', { founder: founderName, brand: name(brand.shortName) })}
            </p>
            <Link to={founder.path} className={styles.profileLink}>
              {t('about.leadership.profile', { founder: founderName })}
            </Link>
          </div>
        </article>
      </Reveal>
    </Section>
  );
}
