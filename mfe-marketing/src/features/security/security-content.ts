export interface SecurityTopic {
  title: string;
  text: string;
}

/** The approach cards of /security. */
export const securityApproach: SecurityTopic[] = [
  {
    title: 'Infrastructure Security',
    text: 'Our platforms run in hardened, segmented environments with redundant data centres, continuous vulnerability scanning and configuration baselines reviewed every quarter.',
  },
  {
    title: 'Data Encryption',
    text: 'Data is encrypted in transit with TLS 1.2 or later and at rest on encrypted storage (AES-256), with access to keys restricted to the operations team and rotated on a fixed schedule.',
  },
  {
    title: 'Application Security',
    text: 'Every release passes threat modelling, peer code review, static and dependency analysis, and independent penetration testing before it reaches production.',
  },
  {
    title: 'Compliance',
    text: 'Our controls are mapped to international standards and client regulations, and independent auditors verify them every year.',
  },
  {
    title: 'Access Controls',
    text: 'Access follows least privilege: single sign-on, mandatory multi-factor authentication, role-based permissions and quarterly access reviews for every system.',
  },
  {
    title: 'Incident Response',
    text: 'A 24/7 monitoring team follows tested playbooks to detect, contain and recover from incidents, and informs affected clients promptly and transparently.',
  },
];

/** The certifications of /security. */
export const certifications: SecurityTopic[] = [
  {
    title: 'ISO 27001',
    text: 'Our information security management system is certified to ISO/IEC 27001 and audited annually.',
  },
  {
    title: 'SOC 2 Type II',
    text: 'Independent auditors test the operating effectiveness of our security, availability and confidentiality controls over time.',
  },
  {
    title: 'GDPR',
    text: 'We process personal data of people in the European Union in line with the General Data Protection Regulation.',
  },
  {
    title: 'HIPAA',
    text: 'Engagements that handle protected health information follow safeguards aligned with the HIPAA Security Rule.',
  },
];

export interface SecurityContent {
  securityApproach: readonly SecurityTopic[];
  certifications: readonly SecurityTopic[];
}
