/**
 * The console's test helpers: a screen rendered with the console mounted at /staff/*, records as
 * the staff API answers them, and the platform's <dialog> where jsdom lacks it. The helpers every
 * remote shares are shared-ui's (`shared-ui/test-utils`).
 */
import type { PublishedVersion, ReleaseEvent, RemoteReleases } from 'contracts/releases';
import type { StaffAccount, StaffJob, StaffSession, StaffStory, TrackedApplication, TrackedEnquiry } from 'contracts/staff';
import type { ReactElement } from 'react';
import { type ProviderOptions, renderWithProviders } from 'shared-ui/test-utils';

// jsdom has <dialog> without its modal methods.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}

/** Renders a screen as the console shows it, at `route`. Any other path shows 'Left for <path>'. */
export function renderConsole(ui: ReactElement, { route = '/staff', path, ...options }: ProviderOptions = {}) {
  return renderWithProviders(ui, { route, path: path ?? route.split('?')[0], ...options });
}

const AT = '2026-11-20T09:30:00.000Z';

export function makeAccount(overrides: Partial<StaffAccount> = {}): StaffAccount {
  return {
    id: 'acc-admin',
    email: 'ada@staff.example',
    name: 'Ada Admin',
    role: 'admin',
    disabled: false,
    mustChangePassword: false,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export function makeSession(account: Partial<StaffAccount> = {}): StaffSession {
  return { account: makeAccount(account), expiresAt: '2026-11-20T19:30:00.000Z', idleExpiresAt: '2026-11-20T10:00:00.000Z' };
}

export function makeEnquiry(overrides: Partial<TrackedEnquiry> = {}): TrackedEnquiry {
  return {
    id: 'enq-1',
    name: 'Layla Haddad',
    email: 'layla@client.example',
    company: 'Ministry of Records',
    website: '',
    phone: '',
    signal: '',
    service: 'encryption',
    message: 'We need an encryption review before the audit.',
    privacy: true,
    locale: 'en',
    receivedAt: AT,
    status: 'new',
    notes: [],
    updatedAt: AT,
    owner: null,
    firstResponseDueAt: '2026-11-24T09:30:00.000Z',
    firstRepliedAt: null,
    replies: [],
    ...overrides,
  };
}

export function makeApplication(overrides: Partial<TrackedApplication> = {}): TrackedApplication {
  return {
    id: 'app-1',
    fullName: 'Omar Khalil',
    email: 'omar@candidate.example',
    phone: '+974 5555 0101',
    coverLetter: 'I have tested web applications for public agencies for six years and would like to join your team in Doha.',
    resumeLink: '',
    portfolioLink: '',
    years: '5-10',
    agree: true,
    locale: 'en',
    jobSlug: 'penetration-tester',
    jobTitle: 'Penetration Tester',
    receivedAt: AT,
    resume: { fileName: 'resume.pdf', contentType: 'application/pdf', size: 2048 },
    stage: 'applied',
    notes: [],
    updatedAt: AT,
    ...overrides,
  };
}

export function makeStaffJob(overrides: Partial<StaffJob> = {}): StaffJob {
  return {
    id: 'REQ-2026-ABC123',
    slug: 'penetration-tester',
    title: 'Penetration Tester',
    department: 'Security',
    location: 'Doha, Qatar',
    type: 'Full-time',
    description: 'Plan and run authorised attacks against web applications.',
    posted_date: '2026-11-01',
    responsibilities: ['Run tests'],
    requirements: ['Five years of testing'],
    benefits: [],
    status: 'published',
    createdAt: AT,
    updated: AT,
    publishedAt: AT,
    ...overrides,
  };
}

export function makeStaffStory(overrides: Partial<StaffStory> = {}): StaffStory {
  return {
    id: 'story-1',
    slug: 'public-sector-award',
    category: 'awards',
    picture: 'trophy',
    state: 'draft',
    publishedAt: AT,
    createdAt: AT,
    updatedAt: AT,
    text: {
      en: {
        title: 'Meridian wins the public-sector award',
        summary: 'Our encryption work for three ministries was recognised by the jury.',
        author: 'Leila Mansour',
        body: ['The jury named our work.', 'The team thanks its clients.'],
      },
      ar: {
        title: 'ميريديان تفوز بجائزة القطاع العام',
        summary: 'أشادت لجنة التحكيم بعملنا في التشفير لثلاث وزارات.',
        author: 'ليلى منصور',
        body: ['أشادت لجنة التحكيم بعملنا.', 'يشكر الفريق عملاءه.'],
      },
    },
    ...overrides,
  };
}

export function makePublishedVersion(overrides: Partial<PublishedVersion> = {}): PublishedVersion {
  return {
    remote: 'mfe_careers',
    version: '1.0.0-aaaaaaaaaa',
    packageVersion: '1.0.0',
    builtAt: '2026-11-19T17:00:00.000Z',
    publishedAt: AT,
    publishedBy: { type: 'admin-token' },
    serverEntrySha256: 'a'.repeat(64),
    manifestSha256: 'b'.repeat(64),
    gate: {
      passed: true,
      at: AT,
      checks: [
        { check: 'exposes', passed: true, detail: 'Every module of the contract is exposed' },
        { check: 'shared', passed: true, detail: 'Every shared library matches the shell' },
        { check: 'render', passed: true, detail: 'Every route rendered without a fallback' },
      ],
    },
    ...overrides,
  };
}

export function makeRemoteReleases(overrides: Partial<RemoteReleases> = {}): RemoteReleases {
  const live = makePublishedVersion();
  return {
    remote: live.remote,
    live: { version: live.version, since: AT, by: { type: 'system' } },
    versions: [live],
    health: { [live.version]: { renders: 0, errors: 0, clientErrors: 0 } },
    ...overrides,
  };
}

export function makeReleaseEvent(overrides: Partial<ReleaseEvent> = {}): ReleaseEvent {
  return {
    id: 'rel-1',
    at: AT,
    remote: 'mfe_careers',
    action: 'published',
    actor: { type: 'admin-token' },
    to: '1.0.0-aaaaaaaaaa',
    ...overrides,
  };
}

/** The page of a list as the staff API answers it. */
export const page = <T,>(items: T[], total = items.length) => ({ items, total, page: 1, pageSize: 20 });

/** The fake answers of a candidate page's Interviews panel with nothing in it. */
export const noInterviews = (applicationUrl: string) => ({
  [`GET ${applicationUrl}/interviews`]: { body: { items: [] } },
  'GET /api/staff/applications/interviewers': { body: { items: [] } },
});
