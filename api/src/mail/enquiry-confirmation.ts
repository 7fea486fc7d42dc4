/**
 * The words of the confirmation a visitor gets for an enquiry, in each of the site's languages
 * (terms: docs/arabic-glossary.md). Values are put in by compose.ts; the Arabic is formal
 * Modern Standard Arabic, addressing the reader in the respectful plural.
 */
import { type ContactService, SERVICE_OPTIONS } from 'contracts';
import { type Insert, type MailCatalogue, type MailText, text } from './mail-text';

export interface EnquiryConfirmationTexts {
  subject: string;
  greeting: (name: Insert) => MailText;
  /** Before the table; `service` is our name of the service chosen. */
  paragraphs: (service: string) => MailText[];
  labels: { reference: string; service: string };
  /** Our names of the form's services (the English ones are the form's own labels). */
  services: Readonly<Record<ContactService, string>>;
  /** For whoever gets a confirmation of an enquiry they did not send. */
  notYou: string;
  signOff: string;
  /** Signs when no company name is configured. */
  defaultSignature: string;
}

// How soon the visitor is told to expect an answer to an enquiry.
export const ENQUIRY_RESPONSE_TIME = '1-2 business days';

const ENGLISH_SERVICES = Object.fromEntries(SERVICE_OPTIONS.map((option) => [option.value, option.label])) as Record<
  ContactService,
  string
>;

export const ENQUIRY_CONFIRMATION: MailCatalogue<EnquiryConfirmationTexts> = {
  en: {
    subject: 'We received your enquiry',
    greeting: (name) => text`Dear ${name},`,
    paragraphs: (service) => [
      `Thank you for contacting us about ${service}. We have received your enquiry, and our team typically responds within ${ENQUIRY_RESPONSE_TIME}.`,
    ],
    labels: { reference: 'Reference', service: 'Service' },
    services: ENGLISH_SERVICES,
    notYou: 'If you did not send this enquiry, you can safely ignore this e-mail.',
    signOff: 'Kind regards,',
    defaultSignature: 'The team',
  },
  ar: {
    subject: 'تم استلام استفساركم',
    greeting: (name) => text`السيد/السيدة ${name}،`,
    paragraphs: (service) => [
      'تحية طيبة وبعد،',
      // ENQUIRY_RESPONSE_TIME (1-2 business days) in Arabic words
      `نشكركم على تواصلكم معنا بشأن ${service}. لقد استلمنا استفساركم، وعادة ما يرد فريقنا خلال يوم أو يومي عمل.`,
    ],
    labels: { reference: 'الرقم المرجعي', service: 'الخدمة' },
    services: {
      'e-government': 'حلول الحكومة الإلكترونية',
      encryption: 'تقنيات التشفير',
      cybersecurity: 'خدمات الأمن السيبراني',
      'ai-llm': 'تطوير حلول الذكاء الاصطناعي والنماذج اللغوية الكبيرة',
      other: 'خدمات أخرى',
    },
    notYou: 'إذا لم ترسلوا هذا الاستفسار، فبإمكانكم تجاهل هذه الرسالة.',
    signOff: 'مع خالص التحية والتقدير،',
    defaultSignature: 'فريق العمل',
  },
};
