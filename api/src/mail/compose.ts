/**
 * The mails a submission queues: a confirmation to the visitor and a notification to the
 * company inbox. Everything a visitor typed is escaped in HTML and flattened to one line in
 * headers, so a submission can neither inject markup nor add headers or recipients.
 *
 * The confirmation goes to whatever address was typed, so it carries nothing the visitor wrote
 * but their name, capped: the form cannot relay a message to a stranger. The route also leaves
 * it out once an address has had its daily share (`confirmation-limit.ts`).
 */
import { SERVICE_OPTIONS, type StoredApplication, type StoredEnquiry, YEARS_OPTIONS } from 'contracts';
import { escapeHtml, headerAddress, headerText } from './escape';
import type { OutgoingMail } from './mail';

// spec: 'response promise shown | 1-2 business days'
export const ENQUIRY_RESPONSE_TIME = '1-2 business days';
// spec: 'review time shown to candidates | 1-2 weeks'
export const APPLICATION_REVIEW_TIME = '1-2 weeks';
/** The only text of the visitor's a confirmation carries is the name, cut to this length. */
export const CONFIRMATION_NAME_MAX = 40;
/** Sign-off when no company name is given (the server gives the brand's; tests may not). */
export const DEFAULT_SIGNATURE = 'The team';

export interface MailComposeConfig {
  /** Where notifications of new submissions go. */
  companyInbox: string;
  /** Signs the confirmations; `DEFAULT_SIGNATURE` when absent. */
  companyName?: string;
}

export interface ComposeOptions {
  /** False once the visitor's address has had its confirmations for the day: the notification only. */
  confirm: boolean;
}

type Field = readonly [label: string, value: string];

interface MailBody {
  greeting: string;
  paragraphs: string[];
  fields: Field[];
  closing: string[];
}

export function composeEnquiryMails(
  enquiry: StoredEnquiry,
  config: MailComposeConfig,
  { confirm }: ComposeOptions,
): OutgoingMail[] {
  const service = serviceLabel(enquiry.service);

  const confirmation: MailBody = {
    greeting: `Dear ${confirmationName(enquiry.name)},`,
    paragraphs: [
      `Thank you for contacting us about ${service}. We have received your enquiry, and our team typically responds within ${ENQUIRY_RESPONSE_TIME}.`,
    ],
    fields: [
      ['Reference', enquiry.id],
      ['Service', service],
    ],
    closing: ['If you did not send this enquiry, you can safely ignore this e-mail.', `Kind regards,\n${signature(config)}`],
  };

  const notification: MailBody = {
    greeting: 'A new enquiry arrived through the website.',
    paragraphs: ['Reply to this e-mail to answer the sender directly.'],
    fields: [
      ['Reference', enquiry.id],
      ['Received', enquiry.receivedAt],
      ...enquiryContactFields(enquiry),
      ['Service', service],
      ['Privacy policy accepted', enquiry.privacy ? 'Yes' : 'No'],
      ['Message', enquiry.message],
    ],
    closing: [],
  };

  return [
    ...(confirm ? [mail({ to: enquiry.email, subject: 'We received your enquiry', body: confirmation })] : []),
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
  const confirmation: MailBody = {
    greeting: `Dear ${confirmationName(application.fullName)},`,
    paragraphs: [
      `Thank you for applying for the ${application.jobTitle} position. We have received your application.`,
      `Our talent team typically reviews applications within ${APPLICATION_REVIEW_TIME}. If your profile matches what we are looking for, we will contact you to arrange an initial interview.`,
    ],
    fields: [
      ['Reference', application.id],
      ['Position', application.jobTitle],
      ['Experience', yearsLabel(application.years)],
    ],
    closing: ['If you did not apply, you can safely ignore this e-mail.', `Kind regards,\n${signature(config)}`],
  };

  const notification: MailBody = {
    greeting: `A new application for ${application.jobTitle} arrived through the website.`,
    paragraphs: [
      application.resume
        ? `The resume file is stored with the application: download it from the staff API at /api/admin/applications/${application.id}/resume.`
        : 'No resume file was uploaded; the candidate gave a link instead.',
    ],
    fields: [
      ['Reference', application.id],
      ['Received', application.receivedAt],
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
    ...(confirm
      ? [mail({ to: application.email, subject: `We received your application for ${application.jobTitle}`, body: confirmation })]
      : []),
    mail({
      to: config.companyInbox,
      replyTo: application.email,
      subject: `New application for ${application.jobTitle} from ${application.fullName}`,
      body: notification,
    }),
  ];
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
function optionalFields(fields: Field[]): Field[] {
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
function confirmationName(name: string): string {
  return headerText(name).slice(0, CONFIRMATION_NAME_MAX).trim();
}

function signature(config: MailComposeConfig): string {
  return config.companyName ? headerText(config.companyName) : DEFAULT_SIGNATURE;
}

function mail(parts: { to: string; replyTo?: string; subject: string; body: MailBody }): OutgoingMail {
  return {
    to: headerAddress(parts.to),
    ...(parts.replyTo === undefined ? {} : { replyTo: headerAddress(parts.replyTo) }),
    subject: headerText(parts.subject),
    text: renderText(parts.body),
    html: renderHtml(parts.body),
  };
}

function renderText(body: MailBody): string {
  const fields = body.fields.map(([label, value]) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`));
  return `${[body.greeting, ...body.paragraphs, fields.join('\n'), ...body.closing].join('\n\n')}\n`;
}

function renderHtml(body: MailBody): string {
  const paragraph = (text: string) => `<p>${escapeHtml(text).replaceAll('\n', '<br>')}</p>`;
  const rows = body.fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return [
    '<!doctype html>',
    '<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1a1a1a">',
    paragraph(body.greeting),
    ...body.paragraphs.map(paragraph),
    `<table role="presentation" cellpadding="0" cellspacing="0">${rows}</table>`,
    ...body.closing.map(paragraph),
    '</body></html>',
  ].join('\n');
}
