/**
 * What the store's contract suites share: the store under test, its fixtures, and the frame of
 * one repository's suite (a fresh, empty store for every test, its clock at START).
 */
import type { Application, ContactEnquiry } from 'contracts';
import type { OutgoingMail } from './outbox-entry';
import type { Store } from './store';

export interface StoreUnderTest {
  store: Store;
  clock: { now: Date };
  /** Closes the store and removes whatever it created. */
  dispose(): Promise<void>;
}

export const START = new Date('2026-11-21T09:00:00.000Z');
export const MINUTE_MS = 60_000;

export const enquiry: ContactEnquiry = {
  name: 'Layla Al-Mansouri',
  email: 'layla@ministry.example',
  company: 'Ministry of Digital Services',
  website: 'https://ministry.example',
  phone: '+974 4400 1234',
  signal: '',
  service: 'e-government',
  message: 'We would like to discuss a citizen portal for permits.',
  privacy: true,
  botcheck: '',
  locale: 'en',
};

export const application: Application & { jobSlug: string; jobTitle: string } = {
  fullName: 'Omar Saleh',
  email: 'omar@candidate.example',
  phone: '+971 50 555 0199',
  coverLetter: 'Six years of incident response for a national CERT. '.repeat(3).trim(),
  resumeLink: '',
  portfolioLink: '',
  years: '5-10',
  agree: true,
  locale: 'en',
  jobSlug: 'senior-cybersecurity-analyst',
  jobTitle: 'Senior Cybersecurity Analyst',
};

export const mailTo = (to: string): OutgoingMail => ({ to, subject: `For ${to}`, text: 'Hello', html: '<p>Hello</p>' });
export const twoMails = (email: string) => [mailTo(email), mailTo('inbox@company.example')];

export interface ContractOptions {
  /** Set: the suite's tests are listed as skipped, with the reason in their name. */
  skipReason?: string;
}

/** The running test's store and clock; `advance` moves the clock on by minutes. */
export interface ContractSubject {
  readonly store: Store;
  readonly clock: { now: Date };
  advance(minutes?: number): void;
}

/** Registers one repository's suite: `register` declares its tests against `subject`. */
export function repositoryContract(
  title: string,
  open: () => Promise<StoreUnderTest>,
  { skipReason }: ContractOptions,
  register: (subject: ContractSubject) => void,
): void {
  (skipReason ? describe.skip : describe)(`${title}${skipReason ? ` (${skipReason})` : ''}`, () => {
    let current: StoreUnderTest;
    beforeEach(async () => {
      current = await open();
      current.clock.now = START;
    });
    afterEach(async () => {
      await current.dispose();
    });
    register({
      get store() {
        return current.store;
      },
      get clock() {
        return current.clock;
      },
      advance(minutes = 1) {
        current.clock.now = new Date(current.clock.now.getTime() + minutes * MINUTE_MS);
      },
    });
  });
}
