import { ButtonLink, brand, Link, PageHero, PageMeta, Section } from 'shared-ui';
import { Portrait } from '../../components/artwork/portrait';
import { Skylines } from '../../components/artwork/skylines';
import { Reveal } from '../../components/reveal';
import { MILESTONES, MISSION_AND_VISION, STORY_FIGURES } from './about-content';
import styles from './about-page.module.css';

/** /about: the company's story, journey, mission and leadership (spec §2 About). */
export function AboutPage() {
  return (
    <>
      <PageMeta
        title="About Us"
        description={`Founded in ${brand.foundedYear} in Chicago, ${brand.name} builds e-government, encryption, cybersecurity and AI solutions for clients in over 20 countries.`}
      />
      <PageHero
        eyebrow={`About ${brand.shortName}`}
        title="About Us"
        text="We are engineers, designers and policy specialists who build the technology governments and enterprises rely on, and stay to keep it safe."
        art={<Skylines />}
      />

      <StorySection />

      <JourneySection />

      <MissionSection />

      <LeadershipSection />

      <Section
        id="work-with-us"
        title="Work With Us"
        intro="Bring us your hardest digital problem. We will tell you honestly how we would solve it."
      >
        <ButtonLink to="/contact">Contact Our Team</ButtonLink>
      </Section>
    </>
  );
}

function StorySection() {
  const { founder } = brand;
  return (
    <Section id="our-story" eyebrow={`Since ${brand.foundedYear}`} title="Our Story">
      <Reveal className={styles.story}>
        <div className={styles.storyText}>
          <p>
            {brand.name} was founded in {brand.foundedYear} in {brand.headquarters.city} by {founder.name}, after a decade of
            building secure systems for public institutions. The idea was simple: governments deserve the same quality of digital
            service as the best consumer products, without compromising on security or sovereignty.
          </p>
          <p>
            Today our teams in Chicago and across the Middle East serve ministries, agencies, banks and operators of critical
            infrastructure, with clients in over 20 countries.
          </p>
        </div>
        <ul className={styles.figures}>
          {STORY_FIGURES.map((figure) => (
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
  return (
    <Section id="our-journey" eyebrow="Milestones" title="Our Journey" muted>
      <Reveal>
        <ol className={styles.timeline}>
          {MILESTONES.map((milestone) => (
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
  return (
    <Section id="mission-vision" eyebrow="Why we exist" title="Mission & Vision">
      <Reveal className={styles.missionGrid}>
        {MISSION_AND_VISION.map((item) => (
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
  const { founder } = brand;
  return (
    <Section id="leadership" eyebrow="Our people" title="Leadership" muted>
      <Reveal>
        <article className={styles.leader} aria-labelledby="leader-name">
          <div className={styles.portrait}>
            <Portrait name={founder.name} />
          </div>
          <div>
            <h3 id="leader-name" className={styles.leaderName}>
              {founder.name}
            </h3>
            <p className={styles.leaderTitle}>{founder.title}</p>
            <p className={styles.leaderBio}>
              {founder.name} has spent fifteen years building secure digital services for governments in the United States and the
              Middle East. He leads {brand.shortName}'s strategy and still reviews every major architecture we deliver.
            </p>
            <Link to={founder.path} className={styles.profileLink}>
              Read {founder.name}'s profile
            </Link>
          </div>
        </article>
      </Reveal>
    </Section>
  );
}
