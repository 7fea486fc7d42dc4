/**
 * The mails of an interview once the candidate has booked it: an iCalendar invitation (the
 * `ics` library, RFC 5545) to the candidate, in the language they applied in, and to each
 * interviewer, in English. Every copy is the same event (one UID); an update carries a higher
 * SEQUENCE, a cancellation is `METHOD:CANCEL` of the same UID. Times are in UTC in the file, so
 * each reader's calendar shows them in its own zone; the mail's text names the time in UTC.
 */
import { INTL_LOCALES, type Locale, type StoredApplication } from 'contracts';
import type { InterviewSlot } from 'contracts/interview-booking';
import type { StaffRef } from 'contracts/staff';
import { createEvent, type EventAttributes } from 'ics';
import type { InterviewRecord } from '../store/interview-records';
import type { OutgoingMail } from '../store/outbox-entry';
import { confirmationName, type MailComposeConfig, mail } from './compose';
import { headerText } from './escape';
import { type Insert, type MailCatalogue, type MailText, text, typed } from './mail-text';

export type InviteKind = 'booked' | 'cancelled';

interface InviteTexts {
  subject: (kind: InviteKind, jobTitle: string) => string;
  greeting: (name: Insert) => MailText;
  paragraph: (kind: InviteKind, when: Insert, jobTitle: Insert) => MailText;
  labels: { when: string; interviewers: string };
  eventTitle: (jobTitle: string) => string;
}

export const INTERVIEW_INVITE: MailCatalogue<InviteTexts> = {
  en: {
    subject: (kind, jobTitle) => (kind === 'booked' ? `Interview: ${jobTitle}` : `Interview cancelled: ${jobTitle}`),
    greeting: (name) => text`Dear ${name},`,
    paragraph: (kind, when, jobTitle) =>
      kind === 'booked'
        ? text`Your interview for ${jobTitle} is booked for ${when}. The invitation attached adds it to your calendar in your own time zone.`
        : text`The interview for ${jobTitle} on ${when} is cancelled. Your calendar removes it when you open this mail.`,
    labels: { when: 'When', interviewers: 'Interviewers' },
    eventTitle: (jobTitle) => `Interview: ${jobTitle}`,
  },
  ar: {
    subject: (kind, jobTitle) => (kind === 'booked' ? `مقابلة: ${jobTitle}` : `إلغاء المقابلة: ${jobTitle}`),
    greeting: (name) => text`السيد/السيدة ${name}،`,
    paragraph: (kind, when, jobTitle) =>
      kind === 'booked'
        ? text`تم حجز مقابلتكم لوظيفة ${jobTitle} في ${when}. تضيف الدعوة المرفقة الموعد إلى تقويمكم بتوقيتكم المحلي.`
        : text`تم إلغاء المقابلة لوظيفة ${jobTitle} في ${when}. يحذفها تقويمكم عند فتح هذه الرسالة.`,
    labels: { when: 'الموعد', interviewers: 'المقابِلون' },
    eventTitle: (jobTitle) => `مقابلة: ${jobTitle}`,
  },
};

/** Staff read English. */
const STAFF_LOCALE: Locale = 'en';

/** A slot written out in a language, with its zone (UTC): `Tuesday, 24 November 2026, 10:00–11:00 UTC`. */
export function slotText(slot: Pick<InterviewSlot, 'start' | 'end'>, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : INTL_LOCALES[locale], {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).formatRange(new Date(slot.start), new Date(slot.end));
}

/** The names of the interviewers, joined for a sentence in the language. */
export function interviewerNames(interviewers: readonly StaffRef[], locale: Locale): string {
  return new Intl.ListFormat(INTL_LOCALES[locale], { type: 'conjunction' }).format(
    interviewers.map((interviewer) => interviewer.name || interviewer.email),
  );
}

export interface InviteParty {
  name: string;
  email: string;
}

/** The event as an iCalendar file: the same for every reader but for the title's language. */
export function interviewCalendar(
  interview: InterviewRecord,
  slot: InterviewSlot,
  kind: InviteKind,
  parties: { organizer: InviteParty; candidate: InviteParty; title: string },
): string {
  const event: EventAttributes = {
    uid: interview.uid,
    sequence: interview.sequence,
    method: kind === 'booked' ? 'REQUEST' : 'CANCEL',
    status: kind === 'booked' ? 'CONFIRMED' : 'CANCELLED',
    title: parties.title,
    start: Date.parse(slot.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(slot.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    organizer: { name: parties.organizer.name, email: parties.organizer.email },
    attendees: [parties.candidate, ...interview.interviewers].map((party) => ({
      name: party.name || party.email,
      email: party.email,
      rsvp: true,
      role: 'REQ-PARTICIPANT',
      partstat: 'NEEDS-ACTION',
    })),
    productId: 'interviews',
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('The interview invitation could not be written');
  return value;
}

function inviteMail(
  to: StaffRef | InviteParty,
  locale: Locale,
  kind: InviteKind,
  parts: { interview: InterviewRecord; slot: InterviewSlot; calendar: (title: string) => string },
): OutgoingMail {
  const words = INTERVIEW_INVITE[locale];
  const { interview, slot } = parts;
  const when = slotText(slot, locale);
  return {
    ...mail({
      to: to.email,
      subject: words.subject(kind, interview.jobTitle),
      body: {
        locale,
        greeting: words.greeting(confirmationName(to.name || to.email)),
        paragraphs: [words.paragraph(kind, typed(when), typed(interview.jobTitle))],
        fields: [
          [words.labels.when, typed(when)],
          [words.labels.interviewers, typed(interviewerNames(interview.interviewers, locale))],
        ],
        closing: [],
      },
    }),
    calendar: { method: kind === 'booked' ? 'REQUEST' : 'CANCEL', content: parts.calendar(words.eventTitle(interview.jobTitle)) },
  };
}

/** The invitations (or cancellations) of a booked interview: the candidate's, then each interviewer's. */
export function composeInterviewInvites(
  interview: InterviewRecord,
  application: Pick<StoredApplication, 'fullName' | 'email' | 'locale'>,
  kind: InviteKind,
  config: MailComposeConfig,
): OutgoingMail[] {
  const slot = interview.booked;
  if (!slot) return [];
  const candidate = { name: headerText(application.fullName), email: application.email };
  const organizer = { name: config.companyName ?? interview.proposedBy.name, email: interview.proposedBy.email };
  const calendar = (title: string) => interviewCalendar(interview, slot, kind, { organizer, candidate, title });
  return [
    inviteMail(candidate, application.locale, kind, { interview, slot, calendar }),
    ...interview.interviewers.map((interviewer) => inviteMail(interviewer, STAFF_LOCALE, kind, { interview, slot, calendar })),
  ];
}
