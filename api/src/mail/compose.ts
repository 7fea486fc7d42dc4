/**
 * The mails a submission queues: a confirmation to the visitor, in the language they sent it
 * in, and a notification to the company inbox, in English. Everything a visitor typed is
 * escaped in HTML and flattened to one line in headers, so a submission can neither inject
 * markup nor add headers or recipients.
 *
 * The confirmation goes to whatever address was typed, so it carries nothing the visitor wrote
 * but their name, capped: the form cannot relay a message to a stranger. The route also leaves
 * it out once an address has had its daily share (`confirmation-limit.ts`).
 */
import { LOCALE_NAMES, type Locale, SERVICE_OPTIONS, type StoredApplication, type StoredEnquiry, YEARS_OPTIONS } from 'contracts';
import type { OutgoingMail } from '../store/outbox-entry';
import { APPLICATION_CONFIRMATION } from './application-confirmation';
import { ENQUIRY_CONFIRMATION } from './enquiry-confirmation';
import { headerAddress, headerText } from './escape';
import { type Insert, ltr, type MailText, text, typed } from './mail-text';
import { type Field, type MailBody, renderHtml, renderText } from './render';

/** The only text of the visitor's a confirmation carries is the name, cut to this length. */
export const CONFIRMATION_NAME_MAX = 40;

export interface MailComposeConfig {
  /** Where notifications of new submissions go. */
  companyInbox: string;
  /** Signs the confirmations; the catalogue's default signature when absent. */
  companyName?: string;
}

export interface ComposeOptions {
  /** False once the visitor's address has had its confirmations for the day: the notification only. */
  confirm: boolean;
}

/** Notifications are for staff, who read English. */
const STAFF_LOCALE: Locale = 'en';

export function composeEnquiryMails(
  enquiry: StoredEnquiry,
  config: MailComposeConfig,
  { confirm }: ComposeOptions,
): OutgoingMail[] {
  const words = ENQUIRY_CONFIRMATION[enquiry.locale];
  const confirmation: MailBody = {
    locale: enquiry.locale,
    greeting: words.greeting(confirmationName(enquiry.name)),
    paragraphs: words.paragraphs(words.services[enquiry.service]),
    fields: [
      [words.labels.reference, ltr(enquiry.id)],
      [words.labels.service, words.services[enquiry.service]],
    ],
    closing: [words.notYou, signOff(words, config)],
  };

  const service = serviceLabel(enquiry.service);
  const notification: MailBody = {
    locale: STAFF_LOCALE,
    greeting: 'A new enquiry arrived through the website.',
    paragraphs: ['Reply to this e-mail to answer the sender directly.'],
    fields: [
      ['Reference', enquiry.id],
      ['Received', enquiry.receivedAt],
      languageField(enquiry.locale),
      ...enquiryContactFields(enquiry),
      ['Service', service],
      ['Privacy policy accepted', enquiry.privacy ? 'Yes' : 'No'],
      ['Message', enquiry.message],
    ],
    closing: [],
  };

  return [
    ...(confirm ? [mail({ to: enquiry.email, subject: words.subject, body: confirmation })] : []),
    mail({
      to: config.companyInbox,
      replyTo: enquiry.email,
      subject: `New enquiry from ${enquiry.name}: ${service}`,
      body: notification,
    }),
  ];
}

export function composeApplicationMails(
  application: StoredApplication,
  config: MailComposeConfig,
  { confirm }: ComposeOptions,
): OutgoingMail[] {
  const words = APPLICATION_CONFIRMATION[application.locale];
  const confirmation: MailBody = {
    locale: application.locale,
    greeting: words.greeting(confirmationName(application.fullName)),
    paragraphs: words.paragraphs(typed(application.jobTitle)),
    fields: [
      [words.labels.reference, ltr(application.id)],
      [words.labels.position, typed(application.jobTitle)],
      [words.labels.experience, words.years[application.years]],
    ],
    closing: [words.notYou, signOff(words, config)],
  };

  const notification: MailBody = {
    locale: STAFF_LOCALE,
    greeting: `A new application for ${application.jobTitle} arrived through the website.`,
    paragraphs: [
      application.resume
        ? `The resume file is stored with the application: download it from the staff API at /api/admin/applications/${application.id}/resume.`
        : 'No resume file was uploaded; the candidate gave a link instead.',
    ],
    fields: [
      ['Reference', application.id],
      ['Received', application.receivedAt],
      languageField(application.locale),
      ['Position', `${application.jobTitle} (${application.jobSlug})`],
      ...applicationCandidateFields(application),
      ['Resume file', application.resume ? describeFile(application.resume) : 'None attached'],
      ['Resume link', application.resumeLink || 'None'],
      ['Terms accepted', application.agree ? 'Yes' : 'No'],
      ['Cover letter', application.coverLetter],
    ],
    closing: [],
  };

  return [
    ...(confirm ? [mail({ to: application.email, subject: words.subject(application.jobTitle), body: confirmation })] : []),
    mail({
      to: config.companyInbox,
      replyTo: application.email,
      subject: `New application for ${application.jobTitle} from ${application.fullName}`,
      body: notification,
    }),
  ];
}

/** Which language the visitor wrote in, and so got their confirmation in. */
function languageField(locale: Locale): Field {
  return ['Language', LOCALE_NAMES[locale]];
}

function enquiryContactFields(enquiry: StoredEnquiry): Field[] {
  return optionalFields([
    ['Name', enquiry.name],
    ['Email', enquiry.email],
    ['Company', enquiry.company],
    ['Website', enquiry.website],
    ['Phone', enquiry.phone],
    ['Signal', enquiry.signal],
  ]);
}

function applicationCandidateFields(application: StoredApplication): Field[] {
  return optionalFields([
    ['Full name', application.fullName],
    ['Email', application.email],
    ['Phone', application.phone],
    ['Experience', yearsLabel(application.years)],
    ['Portfolio', application.portfolioLink],
  ]);
}

/** Optional fields the visitor left empty are left out rather than shown blank. */
function optionalFields(fields: [label: string, value: string][]): Field[] {
  return fields.filter(([, value]) => value !== '');
}

function describeFile(resume: NonNullable<StoredApplication['resume']>): string {
  return `${resume.fileName} (${resume.contentType}, ${resume.size} bytes)`;
}

function serviceLabel(service: StoredEnquiry['service']): string {
  return SERVICE_OPTIONS.find((option) => option.value === service)?.label ?? service;
}

function yearsLabel(years: StoredApplication['years']): string {
  return YEARS_OPTIONS.find((option) => option.value === years)?.label ?? years;
}

/** The name as a greeting may show it: one line, at most CONFIRMATION_NAME_MAX characters. */
export function confirmationName(name: string): Insert {
  return typed(headerText(name).slice(0, CONFIRMATION_NAME_MAX).trim());
}

/** 'Kind regards,' and, on the next line, the company's name as configured (any script) or the catalogue's signature. */
export function signOff(words: { signOff: string; defaultSignature: string }, config: MailComposeConfig): MailText {
  return config.companyName
    ? text`${words.signOff}\n${typed(headerText(config.companyName))}`
    : `${words.signOff}\n${words.defaultSignature}`;
}

/** A mail as queued: its headers made safe, its body rendered in both parts. */
export function mail(parts: { to: string; replyTo?: string; subject: string; body: MailBody }): OutgoingMail {
  return {
    to: headerAddress(parts.to),
    ...(parts.replyTo === undefined ? {} : { replyTo: headerAddress(parts.replyTo) }),
    subject: headerText(parts.subject),
    text: renderText(parts.body),
    html: renderHtml(parts.body),
  };
}
