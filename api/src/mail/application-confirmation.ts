/**
 * The words of the confirmation a candidate gets for an application, in each of the site's
 * languages (terms: docs/arabic-glossary.md). Values are put in by compose.ts; the Arabic is
 * formal Modern Standard Arabic, addressing the reader in the respectful plural.
 */
import { YEARS_OPTIONS, type YearsOfExperience } from 'contracts';
import { type Insert, type MailCatalogue, type MailText, text } from './mail-text';

export interface ApplicationConfirmationTexts {
  /** A header: the job's title goes in as plain text. */
  subject: (jobTitle: string) => string;
  greeting: (name: Insert) => MailText;
  paragraphs: (jobTitle: Insert) => MailText[];
  labels: { reference: string; position: string; experience: string };
  /** Our names of the form's experience options (the English ones are the form's own labels). */
  years: Readonly<Record<YearsOfExperience, string>>;
  /** For whoever gets a confirmation of an application they did not send. */
  notYou: string;
  signOff: string;
  /** Signs when no company name is configured. */
  defaultSignature: string;
}

// How long candidates are told the review of an application takes.
export const APPLICATION_REVIEW_TIME = '1-2 weeks';

const ENGLISH_YEARS = Object.fromEntries(YEARS_OPTIONS.map((option) => [option.value, option.label])) as Record<
  YearsOfExperience,
  string
>;

export const APPLICATION_CONFIRMATION: MailCatalogue<ApplicationConfirmationTexts> = {
  en: {
    subject: (jobTitle) => `We received your application for ${jobTitle}`,
    greeting: (name) => text`Dear ${name},`,
    paragraphs: (jobTitle) => [
      text`Thank you for applying for the ${jobTitle} position. We have received your application.`,
      `Our talent team typically reviews applications within ${APPLICATION_REVIEW_TIME}. If your profile matches what we are looking for, we will contact you to arrange an initial interview.`,
    ],
    labels: { reference: 'Reference', position: 'Position', experience: 'Experience' },
    years: ENGLISH_YEARS,
    notYou: 'If you did not apply, you can safely ignore this e-mail.',
    signOff: 'Kind regards,',
    defaultSignature: 'The team',
  },
  ar: {
    subject: (jobTitle) => `تم استلام طلبكم لشغل وظيفة ${jobTitle}`,
    greeting: (name) => text`السيد/السيدة ${name}،`,
    paragraphs: (jobTitle) => [
      'تحية طيبة وبعد،',
      text`نشكركم على تقدمكم لشغل وظيفة ${jobTitle}، وقد استلمنا طلبكم.`,
      // APPLICATION_REVIEW_TIME (1-2 weeks) in Arabic words
      'يراجع فريق استقطاب المواهب لدينا الطلبات عادة خلال أسبوع إلى أسبوعين. وفي حال توافق مؤهلاتكم مع متطلبات الوظيفة، سنتواصل معكم لتحديد موعد للمقابلة الأولية.',
    ],
    labels: { reference: 'الرقم المرجعي', position: 'الوظيفة', experience: 'سنوات الخبرة' },
    years: {
      '0-1': 'أقل من سنة',
      '1-3': 'من سنة إلى 3 سنوات',
      '3-5': 'من 3 إلى 5 سنوات',
      '5-10': 'من 5 إلى 10 سنوات',
      '10+': '10 سنوات فأكثر',
    },
    notYou: 'إذا لم تتقدموا بهذا الطلب، فبإمكانكم تجاهل هذه الرسالة.',
    signOff: 'مع خالص التحية والتقدير،',
    defaultSignature: 'فريق العمل',
  },
};
