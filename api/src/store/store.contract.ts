/**
 * The behaviour every store adapter must have. Each adapter's test calls `storeContract` with
 * a factory for a fresh, empty store; the same expectations then hold for nedb and MongoDB. Each
 * repository has its suite (jobs, submissions, sales, candidate mail, stage histories, interviews, outbox, staff, audit, newsletter, stories); the release registry's and
 * real-user monitoring's are called by the adapters' tests on their own.
 */
import { auditContract } from './audit.contract';
import { candidateMailContract } from './candidate-mail.contract';
import { type ContractOptions, repositoryContract, type StoreUnderTest } from './contract-support';
import { historiesContract } from './histories.contract';
import { interviewsContract } from './interviews.contract';
import { jobsContract } from './jobs.contract';
import { newsletterContract } from './newsletter.contract';
import { outboxContract } from './outbox.contract';
import { salesContract } from './sales.contract';
import { staffContract } from './staff.contract';
import { storiesContract } from './stories.contract';
import { storyPhotosContract } from './story-photos.contract';
import { submissionsContract } from './submissions.contract';

export type { StoreUnderTest } from './contract-support';

/** Registers every repository's suite for one adapter. */
export function storeContract(adapter: string, open: () => Promise<StoreUnderTest>, options: ContractOptions = {}): void {
  repositoryContract(`${adapter} store contract`, open, options, (subject) => {
    it('answers ping while open', async () => {
      await expect(subject.store.ping()).resolves.toBe(true);
    });
  });
  jobsContract(adapter, open, options);
  submissionsContract(adapter, open, options);
  historiesContract(adapter, open, options);
  salesContract(adapter, open, options);
  candidateMailContract(adapter, open, options);
  outboxContract(adapter, open, options);
  staffContract(adapter, open, options);
  auditContract(adapter, open, options);
  newsletterContract(adapter, open, options);
  storiesContract(adapter, open, options);
  storyPhotosContract(adapter, open, options);
  interviewsContract(adapter, open, options);
}
