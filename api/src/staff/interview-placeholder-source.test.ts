import type { TrackedApplication } from 'contracts/staff';
import type { InterviewRecord } from '../store/interview-records';
import type { Store } from '../store/store';
import { interviewLinks } from './interview-links';
import { interviewPlaceholderSource } from './interview-placeholder-source';

const links = interviewLinks('a-pseudonym-key-of-at-least-32-characters', 'https://www.company.example');
const slot = { id: 'a', start: '2026-11-24T10:00:00.000Z', end: '2026-11-24T11:00:00.000Z' };
const base: InterviewRecord = {
  id: '00000000-0000-4000-8000-000000000001',
  applicationId: 'application-1',
  jobSlug: 'analyst',
  jobTitle: 'Analyst',
  interviewers: [
    { id: 's1', email: 'sam@company.example', name: 'Sam Lee' },
    { id: 's2', email: 'rana@company.example', name: 'Rana Haddad' },
  ],
  durationMinutes: 60,
  slots: [slot],
  state: 'open',
  linkExpiresAt: new Date('2026-12-01T00:00:00Z'),
  uid: 'u@company.example',
  sequence: 0,
  proposedBy: { id: 's3', email: 'nour@company.example', name: 'Nour' },
  createdAt: new Date('2026-11-21T09:00:00Z'),
  updatedAt: new Date('2026-11-21T09:00:00Z'),
};

function sourceWith(interviews: InterviewRecord[]) {
  const store = { interviews: { listOfApplication: async () => interviews } } as unknown as Pick<Store, 'interviews'>;
  return interviewPlaceholderSource(store, links);
}
const application = (locale: 'en' | 'ar') => ({ id: 'application-1', locale }) as TrackedApplication;

describe('interviewPlaceholderSource', () => {
  it('gives nothing while the application has no interview (or only cancelled ones)', async () => {
    await expect(sourceWith([])(application('en'))).resolves.toEqual({});
    await expect(sourceWith([{ ...base, state: 'cancelled' }])(application('en'))).resolves.toEqual({});
  });

  it('gives the interviewers and the link to book while the interview is open, in English', async () => {
    const values = await sourceWith([base])(application('en'));
    expect(values.interviewer).toBe('Sam Lee and Rana Haddad');
    expect(values.slot).toBeUndefined();
    expect(values.schedulingLink).toMatch(/^https:\/\/www\.company\.example\/careers\/interview\/[A-Za-z0-9_.-]+$/);
    expect(links.read(values.schedulingLink?.split('/').at(-1) ?? '')).toEqual({
      interviewId: base.id,
      expiresAt: base.linkExpiresAt,
    });
  });

  it('gives the booked time with its zone, in Arabic, and an Arabic link while open', async () => {
    const booked = await sourceWith([{ ...base, state: 'booked', booked: slot }])(application('ar'));
    expect(booked).toEqual({ interviewer: 'Sam Lee وRana Haddad', slot: expect.stringContaining('UTC') });
    expect(booked.slot).toContain('الثلاثاء');
    const open = await sourceWith([base])(application('ar'));
    expect(open.schedulingLink).toMatch(/^https:\/\/www\.company\.example\/ar\/careers\/interview\//);
  });
});
