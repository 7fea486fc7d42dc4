import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import type { InterviewRecord } from '../store/interview-records';
import { composeInterviewInvites, slotText } from './interview-invite';
import { createMailTransport, OUTBOX_DIR_NAME } from './transport';

const slot = { id: 'a', start: '2026-11-24T10:00:00.000Z', end: '2026-11-24T11:00:00.000Z' };
const interview: InterviewRecord = {
  id: '00000000-0000-4000-8000-000000000001',
  applicationId: 'application-1',
  jobSlug: 'senior-cybersecurity-analyst',
  jobTitle: 'Senior Cybersecurity Analyst',
  interviewers: [
    { id: 's1', email: 'sam@company.example', name: 'Sam Lee' },
    { id: 's2', email: 'rana@company.example', name: 'Rana Haddad' },
  ],
  durationMinutes: 60,
  slots: [slot],
  state: 'booked',
  booked: slot,
  linkExpiresAt: new Date('2026-12-01T00:00:00Z'),
  uid: 'interview-1@company.example',
  sequence: 2,
  proposedBy: { id: 's3', email: 'recruiter@company.example', name: 'Nour Recruiter' },
  createdAt: new Date('2026-11-21T09:00:00Z'),
  updatedAt: new Date('2026-11-21T09:00:00Z'),
};
const candidate = { fullName: 'Omar Saleh', email: 'omar@candidate.example', locale: 'ar' as const };
const config = { companyInbox: 'hello@company.example', companyName: 'Meridian' };

function eventOf(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    startIsUtc: event.startDate.zone?.tzid === 'UTC',
    attendees: event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase()),
  };
}

describe('interview invitations', () => {
  it('sends the candidate and every interviewer the same event, in UTC, with the same UID and times', () => {
    const mails = composeInterviewInvites(interview, candidate, 'booked', config);
    expect(mails.map(({ to }) => to)).toEqual(['omar@candidate.example', 'sam@company.example', 'rana@company.example']);
    const events = mails.map(({ calendar }) => eventOf(calendar?.content ?? ''));
    for (const event of events) {
      expect(event).toMatchObject({ method: 'REQUEST', uid: interview.uid, sequence: 2, start: slot.start, end: slot.end });
      expect(event.startIsUtc).toBe(true);
      expect(event.attendees).toEqual([
        'mailto:omar@candidate.example',
        'mailto:sam@company.example',
        'mailto:rana@company.example',
      ]);
    }
    expect(mails.every(({ calendar }) => calendar?.method === 'REQUEST')).toBe(true);
  });

  it("writes the candidate's mail in the application's language and names the time with its zone", () => {
    const [toCandidate, toInterviewer] = composeInterviewInvites(interview, candidate, 'booked', config);
    expect(toCandidate?.subject).toBe('مقابلة: Senior Cybersecurity Analyst');
    expect(toCandidate?.text).toContain(slotText(slot, 'ar'));
    expect(toInterviewer?.subject).toBe('Interview: Senior Cybersecurity Analyst');
    expect(toInterviewer?.text).toContain('Tuesday, 24 November 2026, 10:00–11:00 UTC');
    expect(toInterviewer?.text).toContain('Sam Lee and Rana Haddad');
  });

  it('cancels with METHOD:CANCEL of the same UID', () => {
    const mails = composeInterviewInvites({ ...interview, state: 'cancelled', sequence: 3 }, candidate, 'cancelled', config);
    expect(mails).toHaveLength(3);
    for (const { calendar } of mails) {
      expect(eventOf(calendar?.content ?? '')).toMatchObject({
        method: 'CANCEL',
        uid: interview.uid,
        sequence: 3,
        start: slot.start,
      });
    }
    expect(mails[1]?.subject).toBe('Interview cancelled: Senior Cybersecurity Analyst');
  });

  it('sends nothing for an interview that was never booked', () => {
    expect(composeInterviewInvites({ ...interview, booked: undefined }, candidate, 'cancelled', config)).toEqual([]);
  });

  it('writes the invitation into the .eml as its text/calendar part', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'invite-'));
    try {
      const transport = createMailTransport({ dataDir, from: 'Meridian <no-reply@company.example>' });
      const [toInterviewer] = composeInterviewInvites(interview, candidate, 'booked', config).slice(1);
      if (!toInterviewer) throw new Error('no mail');
      await transport.send(toInterviewer, `${interview.id}.0`);
      await transport.close();
      const [file] = await readdir(path.join(dataDir, OUTBOX_DIR_NAME));
      const eml = await readFile(path.join(dataDir, OUTBOX_DIR_NAME, file ?? ''), 'utf8');
      expect(eml).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
