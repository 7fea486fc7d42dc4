/**
 * The retention period of job applications (privacy policy, "Data Retention"): applications
 * older than `APPLICATION_RETENTION_DAYS` are deleted with their resumes, at start and then
 * hourly. Staff sessions past their expiry go at the same times (MongoDB's TTL index would
 * remove them too; the embedded store has none). Several instances may each run it; deleting
 * what is already gone changes nothing.
 */
import { inSpan } from 'telemetry/tracing';
import { deleteMailFiles } from './mail/transport';
import type { Store } from './store/store';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

export interface RetentionOptions {
  applications: Pick<Store['applications'], 'deleteReceivedBefore'>;
  /** The interviews of deleted applications go with them. */
  interviews: Pick<Store['interviews'], 'deleteOfApplications'>;
  staffSessions: Pick<Store['staffSessions'], 'deleteEnded'>;
  /** Where the copies of mails (`.eml`) about them are deleted too. */
  dataDir: string;
  /** 0 keeps applications until someone deletes them. */
  retentionDays: number;
  logger: { info(details: object, message: string): void; error(details: object, message: string): void };
  clock?: () => Date;
  intervalMs?: number;
}

export function startRetention(options: RetentionOptions): { runOnce(): Promise<void>; stop(): void } {
  const {
    applications,
    interviews,
    staffSessions,
    dataDir,
    retentionDays,
    logger,
    clock = () => new Date(),
    intervalMs = RETENTION_INTERVAL_MS,
  } = options;

  let running: Promise<void> | undefined;
  /** One run at a time: a run asked for while one is under way is that run. Each is a trace of its own. */
  function runOnce(): Promise<void> {
    running ??= inSpan('retention', run).finally(() => {
      running = undefined;
    });
    return running;
  }

  async function run(): Promise<void> {
    try {
      await staffSessions.deleteEnded(clock());
    } catch (error) {
      logger.error({ err: error }, 'could not remove ended staff sessions; will try again');
    }
    if (retentionDays === 0) return;
    const cutoff = new Date(clock().getTime() - retentionDays * DAY_MS);
    try {
      const deleted = await applications.deleteReceivedBefore(cutoff);
      const deletedInterviews = await interviews.deleteOfApplications(deleted);
      const mailFiles = await deleteMailFiles(dataDir, [...deleted, ...deletedInterviews]);
      if (deleted.length > 0)
        logger.info({ deleted: deleted.length, mailFiles, cutoff }, 'applications past their retention period deleted');
    } catch (error) {
      logger.error({ err: error }, 'could not apply the retention period; will try again');
    }
  }

  void runOnce();
  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  return { runOnce, stop: () => clearInterval(timer) };
}
