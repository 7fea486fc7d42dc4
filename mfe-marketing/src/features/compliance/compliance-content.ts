export interface ComplianceTopic {
  title: string;
  text: string;
}

/** The framework cards of /compliance. */
export const complianceFrameworks: ComplianceTopic[] = [
  {
    title: 'Data Protection',
    text: 'We handle personal data under GDPR, regional data protection laws in the Gulf and client data-residency requirements, with records of processing and data protection impact assessments.',
  },
  {
    title: 'Security Standards',
    text: 'Our information security programme is certified to ISO 27001, audited under SOC 2 Type II and aligned with the NIST Cybersecurity Framework.',
  },
  {
    title: 'Industry Regulations',
    text: 'We support sector rules such as HIPAA for health data, PCI DSS for payments and national cybersecurity controls for government agencies.',
  },
  {
    title: 'Support',
    text: 'Dedicated compliance specialists answer audit requests, complete security questionnaires and help client teams prepare evidence for their regulators.',
  },
];

/** The four-step compliance process, in order. */
export const complianceSteps: ComplianceTopic[] = [
  {
    title: 'Assessment',
    text: 'We identify the laws, standards and contractual obligations that apply to your project and map your data flows.',
  },
  {
    title: 'Gap Analysis & Planning',
    text: 'We compare current controls against each requirement and agree a prioritised remediation plan with clear owners.',
  },
  {
    title: 'Implementation',
    text: 'Our engineers and consultants put the required technical and organisational controls in place and document the evidence.',
  },
  {
    title: 'Continuous Monitoring',
    text: 'Automated checks, periodic reviews and annual audits keep controls effective as regulations and systems change.',
  },
];

export interface ComplianceContent {
  complianceFrameworks: readonly ComplianceTopic[];
  complianceSteps: readonly ComplianceTopic[];
}
