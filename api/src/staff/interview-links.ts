/**
 * The candidate's link to book an interview: `<site>/careers/interview/<token>` (`/ar/...` in
 * Arabic), the token naming the interview and the link's end, signed with a keyed HMAC so that
 * nobody can make one or move its end. The key is derived from the pseudonym key (a secret every
 * instance shares), for this use only.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Locale, pathInLocale } from 'contracts';

/** How long a link books, from the proposal or a reschedule (it also ends with the last time offered). */
export const INTERVIEW_LINK_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
const SIGNATURE_LENGTH = 32;
export const INTERVIEW_PAGE_PATH = '/careers/interview';

export interface InterviewLinks {
  tokenOf(interview: { id: string; linkExpiresAt: Date }): string;
  /** The interview and end a token names; undefined when it is not one we signed. */
  read(token: string): { interviewId: string; expiresAt: Date } | undefined;
  /** The page's address on the public site, in the candidate's language. */
  url(interview: { id: string; linkExpiresAt: Date }, locale: Locale): string;
  /** The interview's calendar event UID: unique world-wide, as RFC 5545 asks (`<id>@<site host>`). */
  eventUid(interviewId: string): string;
}

/** When a link made now ends: after INTERVIEW_LINK_DAYS, or once the last time offered has begun. */
export function linkExpiry(now: Date, slotStarts: readonly string[]): Date {
  const lastStart = Math.max(...slotStarts.map((start) => Date.parse(start)));
  const end = Math.min(now.getTime() + INTERVIEW_LINK_DAYS * DAY_MS, lastStart);
  // Whole seconds: the token carries the end in seconds.
  return new Date(Math.floor(end / 1000) * 1000);
}

export function interviewLinks(pseudonymKey: string, siteOrigin: string): InterviewLinks {
  const key = createHmac('sha256', pseudonymKey).update('interview-links').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url').slice(0, SIGNATURE_LENGTH);
  const tokenOf = ({ id, linkExpiresAt }: { id: string; linkExpiresAt: Date }) => {
    const payload = `${id}.${Math.floor(linkExpiresAt.getTime() / 1000).toString(36)}`;
    return `${payload}.${sign(payload)}`;
  };
  return {
    tokenOf,
    read(token) {
      const match = /^([0-9a-f-]{36})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]+)$/.exec(token);
      if (!match?.[1] || !match[2] || !match[3]) return undefined;
      const expected = Buffer.from(sign(`${match[1]}.${match[2]}`));
      const given = Buffer.from(match[3]);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return { interviewId: match[1], expiresAt: new Date(Number.parseInt(match[2], 36) * 1000) };
    },
    eventUid: (interviewId) => `${interviewId}@${new URL(siteOrigin).hostname}`,
    url: (interview, locale) => `${siteOrigin}${pathInLocale(`${INTERVIEW_PAGE_PATH}/${tokenOf(interview)}`, locale)}`,
  };
}
