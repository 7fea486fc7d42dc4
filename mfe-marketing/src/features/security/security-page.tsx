import { ButtonLink, PageHero, Section, brand, usePageMeta } from 'shared-ui';
import { certifications, securityApproach } from './security-content';
import styles from './security-page.module.css';
import { TopicCard } from './topic-card';

export function SecurityPage() {
  usePageMeta({
    title: 'Security',
    description: `How ${brand.name} protects client data: infrastructure, encryption, application security, access controls, incident response and certifications.`,
  });

  return (
    <>
      <PageHero
        eyebrow="Trust & Security"
        title="Security at the Core of Everything We Do"
        text="Governments and enterprises trust us with sensitive systems and data. Here is how we protect them."
      />

      <Section
        id="security-approach"
        title="Our Security Approach"
        intro="Security is built into every layer of our work, from the infrastructure we run to the way we write and ship software."
      >
        <ul className={styles.grid}>
          {securityApproach.map((topic) => (
            <TopicCard key={topic.title} title={topic.title} text={topic.text} />
          ))}
        </ul>
      </Section>

      <Section
        id="certifications"
        title="Certifications & Compliance"
        intro="Independent audits and recognised frameworks back up our security commitments."
        muted
      >
        <ul className={styles.grid}>
          {certifications.map((certification) => (
            <TopicCard key={certification.title} title={certification.title} text={certification.text} />
          ))}
        </ul>
      </Section>

      <Section id="security-contact" title="Questions About Security?" className={styles.callToAction}>
        <p className={styles.callToActionText}>
          Our security team can share audit reports, answer due-diligence questionnaires or receive a responsible
          disclosure report.
        </p>
        <ButtonLink to="/contact">Contact Our Security Team</ButtonLink>
      </Section>
    </>
  );
}
