/**
 * Mail from recruiters to candidates: the default wording of each template (an admin's stored edit
 * replaces it), the values its placeholders take for one application, and the mail itself, in
 * the language the candidate applied in, `Reply-To` the recruiter who sent it.
 */
import type { StoredApplication } from 'contracts';
import {
  CANDIDATE_MAIL_KINDS,
  type CandidateMailKind,
  type CandidateMailTemplate,
  type CandidateMailTemplateInput,
  type PlaceholderValues,
  type StaffRef,
} from 'contracts/staff';
import type { OutgoingMail } from '../store/outbox-entry';
import type { StoredCandidateMailTemplate } from '../store/store';
import { type MailComposeConfig, mail } from './compose';
import { headerText } from './escape';
import type { InterviewPlaceholders } from './interview-placeholders';
import { ltr, type MailCatalogue, text, typed } from './mail-text';
import { splitParagraphs } from './paragraphs';

/** Each kind's wording until an admin edits it. */
export const DEFAULT_CANDIDATE_MAIL_TEMPLATES: Record<CandidateMailKind, CandidateMailTemplateInput> = {
  acknowledgement: {
    en: {
      subject: 'Your application for {{jobTitle}}',
      body: 'Dear {{candidateName}},\n\nThank you for applying for the {{jobTitle}} position. We have read your application and it is now with our hiring team for review.\n\nWe will be in touch about the next steps within two weeks.',
    },
    ar: {
      subject: 'طلبكم لوظيفة {{jobTitle}}',
      body: 'السيد/السيدة {{candidateName}}،\n\nنشكركم على تقدمكم لوظيفة {{jobTitle}}. اطّلعنا على طلبكم، وهو الآن لدى فريق التوظيف لدراسته.\n\nسنتواصل معكم بشأن الخطوات التالية خلال أسبوعين.',
    },
  },
  'interview-invitation': {
    en: {
      subject: 'Interview for {{jobTitle}}',
      body: 'Dear {{candidateName}},\n\nWe would like to invite you to an interview for the {{jobTitle}} position with {{interviewer}}.\n\nPlease choose a time that suits you here: {{schedulingLink}}\n\nWe look forward to speaking with you.',
    },
    ar: {
      subject: 'مقابلة لوظيفة {{jobTitle}}',
      body: 'السيد/السيدة {{candidateName}}،\n\nيسعدنا دعوتكم إلى مقابلة لوظيفة {{jobTitle}} مع {{interviewer}}.\n\nيُرجى اختيار الموعد المناسب لكم من هنا: {{schedulingLink}}\n\nنتطلع إلى الحديث معكم.',
    },
  },
  rejection: {
    en: {
      subject: 'Your application for {{jobTitle}}',
      body: 'Dear {{candidateName}},\n\nThank you for your interest in the {{jobTitle}} position and for the time you gave us.\n\nAfter careful consideration, we have decided not to move forward with your application. We will keep your details and would be glad to hear from you about future openings.\n\nWe wish you every success.',
    },
    ar: {
      subject: 'طلبكم لوظيفة {{jobTitle}}',
      body: 'السيد/السيدة {{candidateName}}،\n\nنشكركم على اهتمامكم بوظيفة {{jobTitle}} وعلى الوقت الذي منحتمونا إياه.\n\nبعد دراسة متأنية، قررنا عدم المضي قدمًا في طلبكم. سنحتفظ ببياناتكم ويسعدنا تواصلكم معنا بشأن الفرص القادمة.\n\nنتمنى لكم كل التوفيق.',
    },
  },
  'offer-follow-up': {
    en: {
      subject: 'Your offer for {{jobTitle}}',
      body: 'Dear {{candidateName}},\n\nWe were delighted to offer you the {{jobTitle}} position. We wanted to check whether you have any questions about the offer.\n\nReply to this e-mail and we will arrange a call at a time that suits you.',
    },
    ar: {
      subject: 'عرضنا لوظيفة {{jobTitle}}',
      body: 'السيد/السيدة {{candidateName}}،\n\nيسعدنا أننا قدّمنا لكم عرضًا لوظيفة {{jobTitle}}، ونودّ أن نعرف إن كانت لديكم أي أسئلة حول العرض.\n\nيمكنكم الرد على هذه الرسالة وسنرتّب مكالمة في الوقت الذي يناسبكم.',
    },
  },
};

/** Every kind's template as used: an admin's edit where one is stored, the default otherwise. */
export function templatesInUse(stored: readonly StoredCandidateMailTemplate[]): CandidateMailTemplate[] {
  return CANDIDATE_MAIL_KINDS.map((kind) => {
    const edit = stored.find((template) => template.kind === kind);
    if (!edit) return { kind, ...DEFAULT_CANDIDATE_MAIL_TEMPLATES[kind], edited: false };
    return { kind, en: edit.en, ar: edit.ar, edited: true, updatedAt: edit.updatedAt, updatedBy: edit.updatedBy };
  });
}

/** The values this application gives the placeholders. */
export function placeholderValues(application: StoredApplication, interview: InterviewPlaceholders): PlaceholderValues {
  return { candidateName: application.fullName, jobTitle: application.jobTitle, ...interview };
}

interface CandidateMailTexts {
  labels: { reference: string };
  /** Before the writer's name and the company's. */
  signOff: string;
}

const CANDIDATE_MAIL: MailCatalogue<CandidateMailTexts> = {
  en: { labels: { reference: 'Reference' }, signOff: 'Kind regards,' },
  ar: { labels: { reference: 'الرقم المرجعي' }, signOff: 'مع خالص التحية والتقدير،' },
};

/** The message as typed (placeholders already filled): its first paragraph greets, the rest follow, signed by the writer. */
export function composeCandidateMail(
  application: StoredApplication,
  message: { subject: string; text: string; author: StaffRef },
  config: MailComposeConfig,
): OutgoingMail {
  const words = CANDIDATE_MAIL[application.locale];
  const [greeting = '', ...paragraphs] = splitParagraphs(message.text);
  const writer = headerText(message.author.name || message.author.email);
  const company = config.companyName ? headerText(config.companyName) : undefined;
  return mail({
    to: application.email,
    replyTo: message.author.email,
    subject: message.subject,
    body: {
      locale: application.locale,
      greeting: [typed(greeting)],
      paragraphs: paragraphs.map((paragraph) => [typed(paragraph)]),
      fields: [[words.labels.reference, ltr(application.id)]],
      closing: [company ? text`${words.signOff}\n${typed(writer)}\n${typed(company)}` : text`${words.signOff}\n${typed(writer)}`],
    },
  });
}
