/**
 * Starts the API: reads the config, opens and seeds the store, starts the mail worker and
 * the release registry's first versions (releases/bootstrap.ts), and listens. SIGTERM/SIGINT stop taking requests, finish the ones in flight, then close.
 */
import { loggableRequest } from 'contracts/staff-constants';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { createMailTransport } from './mail/transport';
import { startMailWorker } from './mail/worker';
import { startReleaseBootstrap } from './releases/bootstrap';
import { createReleaseRegistry } from './releases/registry';
import { startRetention } from './retention';
import { seedStore } from './seed/seed';
import { migrateAuditPseudonyms, readPseudonymKey } from './staff/pseudonyms';
import { openStore } from './store';

const config = readConfigOrExit();
const store = await openStore({
  mongodbUri: config.mongodbUri,
  dataDir: config.dataDir,
  onWarning: (message) => console.warn(message),
});
const { jobsSeeded } = await seedStore(store);
const pseudonymKey = await readPseudonymKey(config.pseudonymKey.file, config.pseudonymKey);
const pseudonymsMigrated = await migrateAuditPseudonyms(store, pseudonymKey);

const app = await buildApp({
  store,
  dataDir: config.dataDir,
  siteOrigins: config.siteOrigins,
  mail: { companyInbox: config.companyInbox, companyName: config.companyName },
  adminToken: config.adminToken,
  trustedProxies: config.trustedProxies,
  hsts: config.hsts,
  limits: { rateLimitMax: config.rateLimitMax, rateLimitWindowMs: config.rateLimitWindowMs },
  releases: config.releases,
  pseudonymKey,
  logger: {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    // A log is out of an erasure's reach: no client address, a staff call's query values hidden.
    serializers: { req: loggableRequest },
  },
});

const transport = createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom });
const mailWorker = startMailWorker({ outbox: store.outbox, transport, logger: app.log });
if (jobsSeeded) app.log.info('the store had no jobs: the seed jobs were written (from now on staff manage them)');
if (pseudonymsMigrated > 0)
  app.log.info({ entries: pseudonymsMigrated }, 'audit entries now name people and addresses by keyed pseudonyms');
if (config.mongodbUri && config.pseudonymKey.create) {
  app.log.warn(
    'PSEUDONYM_KEY_FILE is unset: this instance made its own key in DATA_DIR; instances sharing the store must share one key',
  );
}
const retention = startRetention({
  applications: store.applications,
  staffSessions: store.staffSessions,
  dataDir: config.dataDir,
  retentionDays: config.applicationRetentionDays,
  logger: app.log,
});

// Not awaited: the API starts whether or not the remotes' origins answer yet.
const releaseBootstrap = startReleaseBootstrap({
  store,
  registry: createReleaseRegistry({ store, settings: config.releases, fetch, clock: () => new Date() }),
  origins: config.releases.origins,
  fetch,
  logger: app.log,
});

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void stop(signal));
}

try {
  await app.listen({ host: config.host, port: config.port });
  app.log.info({ store: config.mongodbUri ? 'mongodb' : 'embedded', dataDir: config.dataDir }, 'API ready');
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await stop('listen failure', 1);
}

async function stop(reason: string, exitCode = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ reason }, 'shutting down');
  try {
    await app.close();
    releaseBootstrap.stop();
    retention.stop();
    await mailWorker.stop();
    await transport.close();
    await store.close();
  } catch (error) {
    app.log.error({ err: error }, 'error while shutting down');
    exitCode = 1;
  }
  process.exit(exitCode);
}

function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
