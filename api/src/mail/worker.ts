/**
 * The outbox worker: sends queued mails and reschedules failures with exponential backoff.
 * Submissions are stored before their mails are queued, so nothing here can fail or lose
 * one; a mail that keeps failing is kept and retried, never dropped. Several API instances
 * each run one on the same store: a mail is claimed with a lease before it is sent, so only
 * one of them sends it, and if that one dies mid-send the lease runs out and another retries.
 */
import { randomUUID } from 'node:crypto';
import { inSpan } from 'telemetry/tracing';
import type { OutboxEntry } from '../store/outbox-entry';
import type { Store } from '../store/store';
import type { MailTransport } from './transport';

export const MAIL_POLL_INTERVAL_MS = 5_000;
export const MAIL_BATCH_SIZE = 20;
export const RETRY_BASE_DELAY_MS = 5_000;
export const RETRY_MAX_DELAY_MS = 15 * 60 * 1000;
/** After this many failures an entry is still kept, but only retried once a day. */
export const DEFAULT_MAX_ATTEMPTS = 20;
export const GIVEN_UP_RETRY_DELAY_MS = 24 * 60 * 60 * 1000;
const ERROR_MESSAGE_MAX = 500;
/** Longer than one SMTP send can take with the transport's timeouts (connect, greeting, socket). */
export const MAIL_LEASE_MS = 2 * 60 * 1000;

type LogFn = (details: object, message: string) => void;
export interface WorkerLogger {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

export interface MailWorkerOptions {
  outbox: Store['outbox'];
  transport: MailTransport;
  logger: WorkerLogger;
  intervalMs?: number;
  clock?: () => Date;
  maxAttempts?: number;
  batchSize?: number;
  leaseMs?: number;
  /** Names this sender in its leases; a fresh id by default. */
  owner?: string;
}

export interface MailWorker {
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
  /** Sends everything due now (joins the run in flight, if any). */
  runOnce(): Promise<void>;
}

/** Delay before the next attempt, given how many attempts have already failed (0 for the first failure). */
export function retryDelayMs(failedAttempts: number, maxAttempts = DEFAULT_MAX_ATTEMPTS): number {
  if (failedAttempts + 1 >= maxAttempts) return GIVEN_UP_RETRY_DELAY_MS;
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** failedAttempts, RETRY_MAX_DELAY_MS);
}

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const {
    outbox,
    transport,
    logger,
    intervalMs = MAIL_POLL_INTERVAL_MS,
    clock = () => new Date(),
    maxAttempts = DEFAULT_MAX_ATTEMPTS,
    batchSize = MAIL_BATCH_SIZE,
    leaseMs = MAIL_LEASE_MS,
    owner = randomUUID(),
  } = options;

  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function deliver(entry: OutboxEntry): Promise<void> {
    try {
      await transport.send(entry.mail, entry.id);
    } catch (error) {
      const message = describe(error);
      const nextAttemptAt = new Date(clock().getTime() + retryDelayMs(entry.attempts, maxAttempts));
      const details = { entryId: entry.id, attempts: entry.attempts + 1, nextAttemptAt, error: message };
      if (entry.attempts + 1 >= maxAttempts) logger.error(details, 'mail keeps failing; retrying daily');
      else logger.warn(details, 'mail failed; will retry');
      await outbox.markFailed(entry.id, owner, message, nextAttemptAt);
      return;
    }
    await outbox.markSent(entry.id, clock());
    logger.info({ entryId: entry.id }, 'mail sent');
  }

  async function run(): Promise<void> {
    try {
      const candidates = await outbox.due(clock(), batchSize);
      for (const candidate of candidates) {
        try {
          const now = clock();
          const entry = await outbox.claim(candidate.id, owner, now, new Date(now.getTime() + leaseMs));
          // Another sender claimed it since it was listed.
          if (!entry) continue;
          await inSpan('mail deliver', () => deliver(entry)); // a trace of its own: the send and the outbox's record
        } catch (error) {
          // The store refused the claim or the outcome: the entry stays due (or its lease runs out) and is tried again.
          logger.error({ entryId: candidate.id, error: describe(error) }, 'could not record mail outcome');
        }
      }
    } catch (error) {
      logger.error({ error: describe(error) }, 'could not read the mail outbox');
    }
  }

  function runOnce(): Promise<void> {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().then(schedule);
    }, intervalMs);
    // The worker alone should not keep the process alive (the server does that).
    timer.unref();
  }

  schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, ERROR_MESSAGE_MAX);
}
