import { brand, Link, PageHero, PageMeta, Section } from 'shared-ui';
import { CallToAction } from '../../components/call-to-action';
import { TopicGrid, topicStyles } from '../../components/topic-grid';
import { complianceFrameworks, complianceSteps } from './compliance-content';
import styles from './compliance-page.module.css';

export function CompliancePage() {
  return (
    <>
      <PageMeta
        title="Compliance"
        description={`The data protection, security and industry frameworks ${brand.name} follows, and how we help clients stay compliant.`}
      />
      <PageHero
        eyebrow="Compliance"
        title="Compliance & Regulatory Standards"
        text="We meet the regulatory expectations of governments and enterprises in every country we work in, and help our clients do the same."
      />

      <Section
        id="compliance-frameworks"
        title="Our Compliance Framework"
        intro="Four pillars keep our work, and the systems we build for clients, aligned with the rules that govern them."
      >
        <TopicGrid topics={complianceFrameworks} tone="accent" />
      </Section>

      <Section id="compliance-process" title="Our Compliance Process" intro="Every engagement follows the same four steps." muted>
        <ol className={styles.steps}>
          {complianceSteps.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3 className={topicStyles.title}>{step.title}</h3>
              <p className={topicStyles.text}>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CallToAction
        id="compliance-contact"
        title="Need Compliance Documentation?"
        text={
          <>
            Ask for our certificates, audit summaries or a completed security questionnaire, or discuss the regulations that apply
            to your project. <Link to="/contact">Contact our compliance team</Link>.
          </>
        }
      />
    </>
  );
}
