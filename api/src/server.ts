/**
 * Starts the API: reads the config, opens and seeds the store, starts the mail worker and
 * the release registry's first versions (releases/bootstrap.ts), and listens. SIGTERM/SIGINT stop taking requests, finish the ones in flight, then close.
 */

import { EnvError } from 'contracts/env';
import { loggableRequest } from 'server-common/request-log';
import { processRegistry, startMetricsServer } from 'telemetry/metrics';
import { inSpan, startTracing, traceIds } from 'telemetry/tracing';
import { buildApp } from './app';
import { type Config, loadConfig, MINUTE_MS } from './config';
import { createMailTransport, type MailTransport } from './mail/transport';
import { startMailWorker } from './mail/worker';
import { instrumentStore } from './plugins/instrumented-store';
import { createApiMetrics, registerOutboxGauges } from './plugins/metrics';
import { startReleaseBootstrap } from './releases/bootstrap';
import { createReleaseRegistry } from './releases/registry';
import { startRetention } from './retention';
import { rollUpRum } from './rum/aggregate';
import { seedSampleApplications } from './seed/sample-applications';
import { seedStore } from './seed/seed';
import { migrateAuditPseudonyms, readPseudonymKey } from './staff/pseudonyms';
import { openStore } from './store';

const config = readConfigOrExit();
// Before anything makes a request or opens the store: the instrumentations must see them.
const tracing = startTracing({
  serviceName: 'api',
  endpoint: config.telemetry.otlpEndpoint,
  // Polled every few hundred milliseconds by every shell: a span each would drown the traces.
  ignorePaths: ['/api/releases/feed', '/api/health', '/api/ready'],
});
const metrics = createApiMetrics(processRegistry());
/** The store's clock: the time, but for the sample applications, each written on its own day before the API listens. */
const seedClock: { at?: Date | undefined } = {};
const store = instrumentStore(
  await openStore({
    mongodbUri: config.mongodbUri,
    dataDir: config.dataDir,
    clock: () => seedClock.at ?? new Date(),
    onWarning: (message) => console.warn(message),
  }),
  metrics,
);
registerOutboxGauges(metrics, store.outbox);
const metricsServer = startMetricsServer({
  registry: metrics.registry,
  port: config.telemetry.metricsPort,
  host: config.telemetry.metricsHost,
  log: (message, error) => console.error(message, error),
});
const { jobsSeeded, storiesSeeded } = await seedStore(store);
const samplesSeeded = config.seedSampleApplications ? await seedSampleApplications(store, seedClock, new Date()) : 0;
const pseudonymKey = await readPseudonymKey(config.pseudonymKey.file, config.pseudonymKey);
const pseudonymsMigrated = await migrateAuditPseudonyms(store, pseudonymKey);

const app = await buildApp({
  store,
  dataDir: config.dataDir,
  siteOrigins: config.siteOrigins,
  mail: { companyInbox: config.companyInbox, companyName: config.companyName },
  adminToken: config.adminToken,
  releaseReportKey: config.releaseReportKey,
  trustedProxies: config.trustedProxies,
  hsts: config.hsts,
  limits: { rateLimitMax: config.rateLimitMax, rateLimitWindowMs: config.rateLimitWindowMs },
  releases: config.releases,
  pseudonymKey,
  rejectionMailDelayMs: config.rejectionMailDelayMinutes * MINUTE_MS,
  // Each log line carries the trace and span ids of the request it is written for.
  logger: {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    // A log is out of an erasure's reach: no client address, a staff call's query values hidden.
    serializers: { req: loggableRequest },
    mixin: traceIds,
  },
  metrics,
  tracing,
});

const mailer = createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom });
// A span per mail sent, named only: no address or text in it.
const transport: MailTransport = {
  send: (mail, entryId) => inSpan('mail send', () => mailer.send(mail, entryId)),
  close: () => mailer.close(),
};
const mailWorker = startMailWorker({ outbox: store.outbox, transport, logger: app.log });
if (samplesSeeded > 0) app.log.info({ samplesSeeded }, 'the store had no applications: sample candidates were written');
if (jobsSeeded) app.log.info('the store had no jobs: the seed jobs were written (from now on staff manage them)');
if (storiesSeeded) app.log.info('the store had no news stories: the seed stories were written');
if (pseudonymsMigrated > 0)
  app.log.info({ entries: pseudonymsMigrated }, 'audit entries now name people and addresses by keyed pseudonyms');
if (config.mongodbUri && config.pseudonymKey.create) {
  app.log.warn(
    'PSEUDONYM_KEY_FILE is unset: this instance made its own key in DATA_DIR; instances sharing the store must share one key',
  );
}
if (!config.releaseReportKey) {
  app.log.warn(
    "RELEASE_REPORT_KEY is unset: the shells' health reports and browsers' error beacons are refused, so no canary is judged",
  );
}
const retention = startRetention({
  applications: store.applications,
  interviews: store.interviews,
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
  adoptEveryBuild: config.adoptServedBuilds,
});

// Web Vitals: today's and yesterday's aggregates written from the raw beacons, which go past their retention.
const RUM_ROLL_UP_INTERVAL_MS = 10 * 60 * 1000;
const rollUp = () =>
  inSpan('rum roll-up', () => rollUpRum(store.rum, new Date(), config.rumRetentionDays)).catch((error: unknown) =>
    app.log.error({ err: error }, 'could not roll up the Web Vitals beacons'),
  );
const rumRollUp = setInterval(rollUp, RUM_ROLL_UP_INTERVAL_MS);
rumRollUp.unref();
void rollUp();

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
    clearInterval(rumRollUp);
    await mailWorker.stop();
    await transport.close();
    await store.close();
    metricsServer.close();
    await tracing?.shutdown();
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
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
