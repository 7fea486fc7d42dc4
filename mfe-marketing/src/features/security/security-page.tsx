import { ButtonLink, brand, PageHero, PageMeta, Section } from 'shared-ui';
import { CallToAction } from '../../components/call-to-action';
import { TopicGrid } from '../../components/topic-grid';
import { certifications, securityApproach } from './security-content';

export function SecurityPage() {
  return (
    <>
      <PageMeta
        title="Security"
        description={`How ${brand.name} protects client data: infrastructure, encryption, application security, access controls, incident response and certifications.`}
      />
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
        <TopicGrid topics={securityApproach} />
      </Section>

      <Section
        id="certifications"
        title="Certifications & Compliance"
        intro="Independent audits and recognised frameworks back up our security commitments."
        muted
      >
        <TopicGrid topics={certifications} />
      </Section>

      <CallToAction
        id="security-contact"
        title="Questions About Security?"
        text="Our security team can share audit reports, answer due-diligence questionnaires or receive a responsible disclosure report."
        action={<ButtonLink to="/contact">Contact Our Security Team</ButtonLink>}
      />
    </>
  );
}
