import type { ServiceId } from 'contracts/service-ids';

export interface ServiceTopic {
  title: string;
  description: string;
}

export interface ServiceImplementation extends ServiceTopic {
  /** Element id of the card, when the sitemap page links to it (its per-service anchors). */
  anchorId?: string;
}

export interface ServiceMetric {
  value: string;
  label: string;
  description: string;
}

/** What a service's own page shows besides its card (services-content.ts). */
export interface ServiceDetails {
  longDescription: string;
  benefits: readonly string[];
  implementations: readonly ServiceImplementation[];
  technologyStack: readonly ServiceTopic[];
  /** Success Metrics: four tiles. */
  metrics: readonly [ServiceMetric, ServiceMetric, ServiceMetric, ServiceMetric];
  caseStudy: ServiceTopic;
}

export const serviceDetails: Record<ServiceId, ServiceDetails> = {
  'e-government': {
    longDescription:
      'Citizens now expect public services to be as simple as the best commercial apps, and governments must deliver them without compromising on security, privacy or inclusion. We help ministries, municipalities and public agencies in the United States and the Middle East replace paper forms and counter queues with secure digital services: bilingual citizen portals, document management that satisfies records law, payments that reconcile themselves and back-office workflows that route every case to the right official. We design with citizens and civil servants, deliver in short increments and leave your teams able to run and extend the platform on their own.',
    benefits: [
      'Faster services for citizens and businesses',
      'Lower administrative and paper-handling costs',
      'Transparent, auditable processes from application to decision',
      'Accessible services in Arabic and English, on any device',
      'Data residency and security aligned with national regulations',
    ],
    implementations: [
      {
        title: 'Unified Citizen Portal',
        description:
          'One sign-in for residents to apply for permits, track requests and receive official documents, integrated with national digital identity and available in Arabic and English.',
      },
      {
        title: 'Digital Records Archive',
        description:
          'Scanning, classification and retention rules that turn decades of paper files into a searchable, access-controlled archive with a complete audit trail.',
      },
      {
        title: 'Smart Case Management',
        description:
          'Configurable workflows that route applications, track service-level targets and escalate overdue cases, so officials spend their time on decisions instead of paperwork.',
      },
    ],
    technologyStack: [
      {
        title: 'Cloud-Native Platform',
        description: 'Containerised services that run in sovereign cloud regions or in government data centres.',
      },
      {
        title: 'Identity Federation',
        description: 'OpenID Connect and SAML integration with national digital identity and single sign-on providers.',
      },
      {
        title: 'Accessible Front Ends',
        description: 'Responsive, right-to-left ready interfaces built and tested against WCAG 2.2 AA.',
      },
      {
        title: 'Integration Layer',
        description: 'An API gateway and event streaming that connect registries, payment gateways and legacy systems.',
      },
    ],
    metrics: [
      {
        value: '65%',
        label: 'Faster Processing',
        description: 'Average reduction in application processing time after workflow automation.',
      },
      {
        value: '3M+',
        label: 'Yearly Transactions',
        description: 'Citizen transactions handled each year by portals we have delivered.',
      },
      {
        value: '40%',
        label: 'Lower Costs',
        description: 'Typical drop in administrative cost per transaction once a service goes digital.',
      },
      {
        value: '99.9%',
        label: 'Platform Uptime',
        description: 'Availability target met by the government platforms we operate.',
      },
    ],
    caseStudy: {
      title: 'Digital Permits for a Gulf Municipality',
      description:
        'A fast-growing municipality in the Gulf processed building and business permits on paper across five service centres, and applicants waited weeks for a decision. We delivered a bilingual citizen portal, digitised the permit archive and automated the review workflow across four departments. Within a year, 80% of applications were submitted online, the average approval time fell from 21 days to 6, and counter visits dropped by more than half.',
    },
  },

  encryption: {
    longDescription:
      'Sensitive data now moves between clouds, partners and mobile devices, and much of it must stay confidential for decades, including against the quantum computers of the future. Our encryption practice designs and deploys cryptography that is strong, manageable and provable to auditors: end-to-end encryption for messages and documents, staged migration to post-quantum algorithms, hardware-backed key management and controls mapped to the regulations you answer to. We favour open, standardised algorithms and well-reviewed libraries over proprietary schemes, and we document every decision so your security team can own it.',
    benefits: [
      'Protection for data at rest and in transit',
      'A clear, staged path to post-quantum cryptography',
      'One key lifecycle with a full audit trail',
      'Evidence ready for auditors and regulators',
      'Minimal impact on application performance',
    ],
    implementations: [
      {
        title: 'Secure Government Messaging',
        description:
          'End-to-end encrypted messaging and file exchange for officials, with device attestation and message retention that meets records requirements.',
      },
      {
        title: 'Post-Quantum Migration',
        description:
          'An inventory of the cryptography in your systems, followed by hybrid classical and post-quantum key exchange rolled out service by service without downtime.',
      },
      {
        title: 'Enterprise Key Management',
        description:
          'Hardware security modules and a central key service that issue, rotate and revoke keys across cloud and on-premises workloads.',
      },
    ],
    technologyStack: [
      {
        title: 'Modern Cryptography',
        description: 'AES-256-GCM, ChaCha20-Poly1305 and elliptic-curve algorithms from open, well-reviewed libraries.',
      },
      {
        title: 'Post-Quantum Standards',
        description: 'The NIST-standardised ML-KEM and ML-DSA algorithms, deployed in hybrid mode alongside classical keys.',
      },
      {
        title: 'Hardware Security Modules',
        description: 'FIPS 140-3 validated modules and cloud key services that protect root keys in tamper-resistant hardware.',
      },
      {
        title: 'Public Key Infrastructure',
        description:
          'Certificate authorities, automated certificate issuance and short-lived credentials for services and devices.',
      },
    ],
    metrics: [
      {
        value: '100%',
        label: 'Sensitive Data Encrypted',
        description: 'Share of sensitive data stores encrypted at rest in the environments we secure.',
      },
      {
        value: '<2 ms',
        label: 'Added Latency',
        description: 'Typical overhead our encryption layer adds to a request.',
      },
      {
        value: '90 days',
        label: 'Key Rotation',
        description: 'Default lifetime of a data encryption key before automatic rotation.',
      },
      {
        value: '0',
        label: 'Key Compromises',
        description: 'Key compromises recorded across the key management services we run.',
      },
    ],
    caseStudy: {
      title: 'Quantum-Ready Encryption for a National Registry',
      description:
        'A national civil registry holding the records of millions of residents needed to keep them confidential for decades to come. We catalogued more than 200 cryptographic dependencies, introduced a central key management service backed by hardware security modules and moved the most sensitive interfaces to hybrid post-quantum key exchange. The migration finished two months ahead of plan with no service interruption, and the registry passed its next external audit without a single cryptography finding.',
    },
  },

  cybersecurity: {
    longDescription:
      'Attackers target government agencies and critical enterprises around the clock, so defence has to be continuous too. Our security operations centre, staffed by analysts in Chicago and the Middle East, watches your environment day and night, while our offensive security team tests it the way a real adversary would. We turn what we find into clear policies, hardened configurations and rehearsed response plans, and we stay on call when something does go wrong, so an incident is contained in hours rather than weeks.',
    benefits: [
      'Round-the-clock monitoring across time zones',
      'Fewer and shorter security incidents',
      'An independent view of your real exposure',
      'Policies aligned with NIST CSF, ISO 27001 and regional frameworks',
      'Board-level reporting in plain language',
    ],
    implementations: [
      {
        title: 'Security Assessments',
        anchorId: 'assessments',
        description:
          'Penetration tests, red-team exercises and architecture reviews that show how an attacker would reach your critical assets, with fixes ranked by risk.',
      },
      {
        title: 'Managed Detection & Response',
        description:
          'Our security operations centre monitors endpoints, networks and cloud workloads around the clock and acts on confirmed threats within minutes.',
      },
      {
        title: 'Incident Response',
        anchorId: 'incident-response',
        description:
          'Tested playbooks, tabletop exercises and an on-call team that helps you contain, investigate and recover from a breach.',
      },
    ],
    technologyStack: [
      {
        title: 'SIEM & SOAR',
        description: 'Central log analytics with automated playbooks that triage alerts and shorten response times.',
      },
      {
        title: 'Endpoint Detection & Response',
        description: 'Behavioural protection on servers and workstations, with remote isolation of compromised hosts.',
      },
      {
        title: 'Threat Intelligence',
        description: 'Curated intelligence on the groups that target governments and critical industries in the US and the Gulf.',
      },
      {
        title: 'Zero Trust Architecture',
        description: 'Identity-aware access, network micro-segmentation and continuous verification of users and devices.',
      },
    ],
    metrics: [
      {
        value: '24/7',
        label: 'Threat Monitoring',
        description: 'Security operations coverage on every day of the year, holidays included.',
      },
      {
        value: '15 min',
        label: 'Mean Time to Respond',
        description: 'Average time from a confirmed alert to the first containment action.',
      },
      {
        value: '70%',
        label: 'Fewer Incidents',
        description: 'Typical reduction in security incidents during the first year of service.',
      },
      {
        value: '95%',
        label: 'Critical Findings Fixed',
        description: 'Share of critical findings closed within 30 days with our remediation support.',
      },
    ],
    caseStudy: {
      title: 'Around-the-Clock Defence for a Public Utility',
      description:
        'A public utility serving two million customers in the Middle East faced a growing wave of phishing and ransomware attempts, but had no security staff at night. We deployed managed detection and response across 6,000 endpoints, ran a red-team assessment and rewrote the incident response plan with the operations team. When a ransomware intrusion began months later, it was detected within minutes and contained on three workstations, before any operational system was affected.',
    },
  },

  'ai-solutions': {
    longDescription:
      'Language models and machine learning can shorten queues, surface risks early and free experts from repetitive work, but only when they are accurate, explainable and safe with sensitive data. We build AI systems for governments and enterprises that need that assurance: Arabic and English language models tuned to your domain, assistants grounded in your own documents, forecasting models your analysts can question, and automation that keeps a person in the loop for every consequential decision. Models can run in your data centre or a sovereign cloud, so your data never leaves your control.',
    benefits: [
      'Faster answers for citizens, customers and staff',
      'Models that understand Arabic and English',
      'Data kept on infrastructure you control',
      'Explainable outputs with human oversight',
      'Measurable returns within months, not years',
    ],
    implementations: [
      {
        title: 'Custom Model Development',
        anchorId: 'custom-models',
        description:
          'Language models fine-tuned on your terminology and documents, and evaluated against your own test sets before they reach users.',
      },
      {
        title: 'Enterprise Integration',
        anchorId: 'integration',
        description:
          'AI capabilities connected to your portals, case management and data platforms through secure APIs, with single sign-on and audit logging.',
      },
      {
        title: 'Intelligent Document Processing',
        description:
          'Extraction and classification of forms, contracts and correspondence in Arabic and English, routed to the right workflow automatically.',
      },
    ],
    technologyStack: [
      {
        title: 'Open-Weight Language Models',
        description:
          'Efficient open models fine-tuned for your domain and hosted privately, with commercial APIs where policy allows.',
      },
      {
        title: 'Retrieval-Augmented Generation',
        description: 'Search over your approved documents, so answers cite their sources and stay current.',
      },
      {
        title: 'MLOps Pipeline',
        description: 'Versioned data, reproducible training, automated evaluation and drift monitoring in production.',
      },
      {
        title: 'AI Guardrails',
        description: 'Content filtering, personal-data redaction and human review steps built into every workflow.',
      },
    ],
    metrics: [
      {
        value: '60%',
        label: 'Faster Case Handling',
        description: 'Reduction in handling time for enquiries triaged by our assistants.',
      },
      {
        value: '92%',
        label: 'Answer Accuracy',
        description: 'Share of assistant answers rated correct by domain experts in acceptance testing.',
      },
      {
        value: '4x',
        label: 'Document Throughput',
        description: 'Documents processed per analyst after intelligent extraction, compared with manual entry.',
      },
      {
        value: '6 months',
        label: 'Typical Payback',
        description: 'Average time for an automation project to recover its cost.',
      },
    ],
    caseStudy: {
      title: 'Bilingual Assistant for a Public Services Agency',
      description:
        "A public services agency answered more than 40,000 enquiries a month by phone and e-mail, and citizens waited days at peak times. We built a bilingual assistant on a privately hosted language model, grounded in the agency's regulations and service catalogue, that hands complex cases to staff with a summary attached. Within six months the assistant resolved 55% of enquiries on its own, the average response time fell from two days to under a minute, and agents could focus on the cases that need them.",
    },
  },
};
