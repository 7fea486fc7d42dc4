/**
 * A reply from sales to an enquirer, written in the console: its fixed words in the language the
 * enquiry came in (terms: docs/arabic-glossary.md), the reply's text as typed (plain text,
 * escaped in the HTML part), `Reply-To` the person who wrote it, so the enquirer's answer
 * reaches them.
 */
import type { StoredEnquiry } from 'contracts';
import type { StaffRef } from 'contracts/staff';
import type { OutgoingMail } from '../store/outbox-entry';
import { confirmationName, type MailComposeConfig, mail } from './compose';
import { ENQUIRY_CONFIRMATION } from './enquiry-confirmation';
import { headerText } from './escape';
import { type Insert, ltr, type MailCatalogue, type MailText, text, typed } from './mail-text';
import { splitParagraphs } from './paragraphs';

export interface EnquiryReplyTexts {
  /** `service` is our name of the service the enquiry was about. */
  subject: (service: string) => string;
  greeting: (name: Insert) => MailText;
  labels: { reference: string };
  /** Before the writer's name and the company's. */
  signOff: string;
}

export const ENQUIRY_REPLY: MailCatalogue<EnquiryReplyTexts> = {
  en: {
    subject: (service) => `Re: your enquiry about ${service}`,
    greeting: (name) => text`Dear ${name},`,
    labels: { reference: 'Reference' },
    signOff: 'Kind regards,',
  },
  ar: {
    subject: (service) => `رد على استفساركم بشأن ${service}`,
    greeting: (name) => text`السيد/السيدة ${name}،`,
    labels: { reference: 'الرقم المرجعي' },
    signOff: 'مع خالص التحية والتقدير،',
  },
};

export function composeEnquiryReply(
  enquiry: StoredEnquiry,
  reply: { text: string; author: StaffRef },
  config: MailComposeConfig,
): OutgoingMail {
  const words = ENQUIRY_REPLY[enquiry.locale];
  const service = ENQUIRY_CONFIRMATION[enquiry.locale].services[enquiry.service];
  const writer = headerText(reply.author.name || reply.author.email);
  const company = config.companyName ? headerText(config.companyName) : undefined;
  return mail({
    to: enquiry.email,
    replyTo: reply.author.email,
    subject: words.subject(service),
    body: {
      locale: enquiry.locale,
      greeting: words.greeting(confirmationName(enquiry.name)),
      paragraphs: splitParagraphs(reply.text).map((paragraph) => [typed(paragraph)]),
      fields: [[words.labels.reference, ltr(enquiry.id)]],
      closing: [company ? text`${words.signOff}\n${typed(writer)}\n${typed(company)}` : text`${words.signOff}\n${typed(writer)}`],
    },
  });
}
