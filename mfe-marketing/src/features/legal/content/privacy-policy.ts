import { brand, headquartersAddress } from 'shared-ui';
import { LEGAL_LAST_UPDATED } from '../last-updated';
import type { LegalContent } from '../legal-content';

/** The privacy policy states a minimum age of 16 (policy text only, no check). */
export const PRIVACY_MINIMUM_AGE = 16;

export const privacyPolicy: LegalContent = {
  title: 'Privacy Policy',
  description: `How ${brand.name} collects, uses, shares and protects personal information from enquiries, job applications and visits to our website.`,
  summary: 'How we handle the personal information you share when you contact us, apply for a job or browse our website.',
  lastUpdated: LEGAL_LAST_UPDATED,
  sections: [
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      blocks: [
        {
          kind: 'paragraph',
          text: `This policy explains how ${brand.name} ("we", "us", "our") collects and uses personal information when you visit our website, send us an enquiry or apply for a position with us. We collect only what we need for those purposes:`,
        },
        {
          kind: 'list',
          items: [
            'Contact enquiries: your name and e-mail address and, if you choose to give them, your company, website, phone number, Signal handle, the service you are interested in and your message.',
            'Job applications: your full name, e-mail address, phone number, years of experience and cover letter, your resume or CV (uploaded as a PDF, DOC or DOCX file, or shared as a link) and any portfolio or GitHub link you provide. Resumes usually contain further details, such as your employment history, education and certifications.',
            [
              'Technical data: your IP address, browser and device type, the pages you visit and how you arrived at them, collected through our server logs and the cookies described in our ',
              { label: 'Cookie Policy', href: '/cookie-policy' },
              '.',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Please do not include sensitive information, such as health data, government identification numbers, biometric data or details of criminal records, in an enquiry or resume unless we ask for it for a specific role and explain why.',
        },
      ],
    },
    {
      id: 'how-we-use-your-information',
      title: 'How We Use Your Information',
      blocks: [
        {
          kind: 'list',
          items: [
            'To answer your enquiry, prepare proposals and arrange the consultations you ask for.',
            'To confirm by e-mail that we have received your enquiry or application.',
            'To assess your application, contact you about interviews and technical assessments, and make hiring decisions.',
            'To run, secure and improve our website, including detecting spam and abuse of our forms.',
            'To comply with our legal obligations and to establish, exercise or defend legal claims.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not sell your personal information, and we do not make decisions about you by automated means alone: every application is read by a member of our talent team.',
        },
      ],
    },
    {
      id: 'legal-bases-for-processing',
      title: 'Legal Bases for Processing',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Where data protection law requires a legal basis for processing, such as the EU and UK General Data Protection Regulation or the personal data protection laws of Qatar, the United Arab Emirates and Saudi Arabia, we rely on one of the following:',
        },
        {
          kind: 'list',
          items: [
            'Your consent, which you give when you accept this policy on our contact form or agree to the processing of your data for recruitment when you apply. You may withdraw it at any time; doing so does not affect processing that took place before.',
            'Steps you ask us to take before entering into a contract, such as preparing a proposal or considering you for employment.',
            'Our legitimate interests in answering business enquiries, recruiting our team and keeping our website secure, always balanced against your rights and interests.',
            'Compliance with our legal obligations, such as keeping the records that employment and tax laws require.',
          ],
        },
      ],
    },
    {
      id: 'how-we-share-information',
      title: 'How We Share Information',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We share personal information only with those who need it for the purposes in this policy:',
        },
        {
          kind: 'list',
          items: [
            'Our own staff and offices, on a need-to-know basis; for example, the hiring manager for the position you applied to.',
            'Service providers acting on our instructions, such as hosting, e-mail delivery and website analytics providers, who are bound by contract to protect your information and to use it for no other purpose.',
            'Professional advisers, such as lawyers, auditors and insurers, under duties of confidentiality.',
            'Public authorities, when the law requires it or when it is necessary to protect the rights, property or safety of our company, our clients or others.',
            'A successor organisation, if our business is reorganised, merged or sold, which will remain bound by this policy.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We never pass enquiries or resumes to recruitment agencies, data brokers or advertisers.',
        },
      ],
    },
    {
      id: 'international-data-transfers',
      title: 'International Data Transfers',
      blocks: [
        {
          kind: 'paragraph',
          text: `${brand.name} is headquartered in Chicago, United States, and has offices in the Middle East, in Doha, Abu Dhabi, Riyadh and Damascus. Your information is stored in the United States and may be accessed from those offices, for example when a regional team answers your enquiry or interviews you for a position based there.`,
        },
        {
          kind: 'paragraph',
          text: 'When we transfer personal information out of the country where it was collected, we protect it with safeguards recognised by the applicable law, such as standard contractual clauses and our intra-group data transfer agreement, and with the same security controls at every office. You can ask us for a copy of the safeguards that apply to your information.',
        },
      ],
    },
    {
      id: 'data-retention',
      title: 'Data Retention',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We keep personal information only as long as we need it:',
        },
        {
          kind: 'list',
          items: [
            'Enquiries: up to three years after our last contact with you or, if an engagement follows, for its duration and the period the law requires afterwards.',
            'Job applications: two years after we receive them, so that we can consider you for similar roles; then the application and its resume are deleted automatically, unless you ask us to delete them sooner. If you join us, your application becomes part of your employee record.',
            'Server logs: up to 90 days, unless we need them longer to investigate a security incident.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'When a retention period ends, we delete the information or anonymise it so that it can no longer identify you.',
        },
      ],
    },
    {
      id: 'how-we-protect-your-information',
      title: 'How We Protect Your Information',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Security is at the heart of our work, and we apply to our own systems the controls we build for our clients. Our information security management system is certified to ISO 27001. Our measures include:',
        },
        {
          kind: 'list',
          items: [
            'Encryption of information in transit (TLS), and at rest: our databases and stored resumes are kept only on encrypted disks.',
            'Resumes stored apart from application records, with access limited to our recruiting staff.',
            'Multi-factor authentication and least-privilege access for all staff, reviewed regularly.',
            'Checks on the type and size of every uploaded file.',
            'Continuous monitoring and a tested incident response plan, including notifying affected people and regulators where the law requires it.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'No way of transmitting or storing information is completely secure, but we review and improve these measures continuously.',
        },
      ],
    },
    {
      id: 'your-privacy-rights',
      title: 'Your Privacy Rights',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Depending on where you live, you may have the right to:',
        },
        {
          kind: 'list',
          items: [
            'Access the personal information we hold about you and receive a copy of it.',
            'Correct information that is inaccurate or incomplete.',
            'Ask us to delete your information; we then delete your enquiries and applications, resumes included.',
            'Restrict or object to our processing of your information.',
            'Receive the information you gave us in a portable, machine-readable format.',
            'Withdraw your consent at any time, where we rely on it.',
            'Complain to the data protection authority where you live or work.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'To exercise any of these rights, e-mail us at ',
            { label: brand.email, href: `mailto:${brand.email}` },
            '. We will verify your identity and reply within 30 days, or sooner where the law requires. Exercising your rights will never affect how we treat your enquiry or application.',
          ],
        },
      ],
    },
    {
      id: 'childrens-privacy-and-contact',
      title: "Children's Privacy and Contact Us",
      blocks: [
        {
          kind: 'paragraph',
          text: `Our website and services are intended for businesses, public bodies and job seekers. You must be at least ${PRIVACY_MINIMUM_AGE} years old to send us an enquiry or application, and we do not knowingly collect personal information from anyone under the age of ${PRIVACY_MINIMUM_AGE}. If you believe a child has given us personal information, please contact us and we will delete it.`,
        },
        {
          kind: 'paragraph',
          text: 'We may update this policy when our services or the law change; the date at the top of this page shows the latest revision. For any question about this policy or your information, contact our privacy team:',
        },
        { kind: 'contact', lines: [brand.name, headquartersAddress], email: brand.email },
      ],
    },
  ],
};
