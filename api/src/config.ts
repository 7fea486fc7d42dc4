/**
 * The only reader of process.env: every setting the API takes, with the defaults the README
 * lists. A bad value stops the start with a message naming the variable.
 */
import path from 'node:path';
import { brand } from 'contracts/brand';
import { parseEnv } from 'contracts/env';
import { REMOTE_NAMES, type RemoteName } from 'contracts/federation';
import { LOCAL_PORTS, LOCAL_SITE_ORIGIN } from 'contracts/site-map';
import { releaseReportKeySchema } from 'server-common/shell-reports';
import { type TelemetryConfig, telemetryConfig, telemetrySettings } from 'telemetry/settings';
import { z } from 'zod';
import { checkTrustedProxies } from './plugins/trust-proxy';

export const DEFAULT_API_PORT = LOCAL_PORTS.api;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_DATA_DIR = './data';
export const DEFAULT_SITE_ORIGINS = LOCAL_SITE_ORIGIN;
export const DEFAULT_RATE_LIMIT_MAX = 10;
export const DEFAULT_RATE_LIMIT_WINDOW_MS = 60_000;
export const ADMIN_TOKEN_MIN_LENGTH = 16;
/** The pseudonym key made in DATA_DIR when PSEUDONYM_KEY_FILE is unset. */
export const PSEUDONYM_KEY_FILE_NAME = 'pseudonym.key';
/** Two years, as the privacy policy says; 0 keeps applications until deleted by hand. */
export const DEFAULT_APPLICATION_RETENTION_DAYS = 730;
/** A rejection mail waits this long after it is written, so that a move made in error can be cancelled. */
export const DEFAULT_REJECTION_MAIL_DELAY_MINUTES = 60;
export const MINUTE_MS = 60_000;

/** Where the API reaches each remote's origin and a shell server, by default on this machine. */
export const DEFAULT_REMOTE_ORIGINS = Object.fromEntries(
  REMOTE_NAMES.map((remote) => [remote, `http://127.0.0.1:${LOCAL_PORTS.remotes[remote]}`]),
) as Record<RemoteName, string>;
export const DEFAULT_SHELL_URL = `http://127.0.0.1:${LOCAL_PORTS.shell}`;
/** A canary is judged once it has rendered this many pages. */
export const DEFAULT_CANARY_MIN_RENDERS = 20;
/** How much more often than live a canary may fail (a fraction of its renders) before it is aborted. */
export const DEFAULT_CANARY_ERROR_MARGIN = 0.05;
/** Versions of each remote kept in the registry, besides those live or on canary lately. */
export const DEFAULT_RELEASE_KEEP = 10;

/** Raw Web Vitals beacons are kept this long (the Site health screen's longest period); their daily aggregates stay. */
export const DEFAULT_RUM_RETENTION_DAYS = 28;
/** Yesterday is rolled up from its raw beacons until the end of today: they must still be there. */
const RUM_RETENTION_DAYS_MIN = 2;

/** The release registry's settings (src/releases). */
export interface ReleaseSettings {
  origins: Record<RemoteName, string>;
  shellUrl: string;
  canaryMinRenders: number;
  canaryErrorMargin: number;
  keep: number;
}

export const DEFAULT_RELEASE_SETTINGS: ReleaseSettings = {
  origins: DEFAULT_REMOTE_ORIGINS,
  shellUrl: DEFAULT_SHELL_URL,
  canaryMinRenders: DEFAULT_CANARY_MIN_RENDERS,
  canaryErrorMargin: DEFAULT_CANARY_ERROR_MARGIN,
  keep: DEFAULT_RELEASE_KEEP,
};

const MAIL_DOMAIN = brand.email.slice(brand.email.indexOf('@') + 1);
export const DEFAULT_MAIL_FROM = `${brand.name} <no-reply@${MAIL_DOMAIN}>`;
export const DEFAULT_COMPANY_INBOX = brand.email;

const port = z.coerce.number().int('must be a whole number').min(1).max(65_535);
const positiveInt = z.coerce.number().int('must be a whole number').positive();

const origin = z.string().refine((value) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
}, 'must be a comma-separated list of origins such as https://www.example.com (no path, no trailing slash)');

/** An http(s) URL the API fetches from, kept without a trailing slash so that paths can follow it. */
const baseUrl = z
  .string()
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), 'must be an http:// or https:// URL')
  .transform((value) => value.replace(/\/+$/, ''));

const telemetry = telemetrySettings();

const envSchema = z.object({
  API_PORT: port.optional(),
  PORT: port.optional(),
  HOST: z.string().min(1).default(DEFAULT_HOST),
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  MONGODB_URI: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://')
    .optional(),
  ADMIN_TOKEN: z.string().min(ADMIN_TOKEN_MIN_LENGTH, `must be at least ${ADMIN_TOKEN_MIN_LENGTH} characters`).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default(DEFAULT_MAIL_FROM),
  COMPANY_INBOX: z.email('must be an e-mail address').default(DEFAULT_COMPANY_INBOX),
  SITE_ORIGINS: z
    .string()
    .default(DEFAULT_SITE_ORIGINS)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(origin).min(1, 'must name at least one origin')),
  RATE_LIMIT_MAX: positiveInt.default(DEFAULT_RATE_LIMIT_MAX),
  RATE_LIMIT_WINDOW_MS: positiveInt.default(DEFAULT_RATE_LIMIT_WINDOW_MS),
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value, context) => {
      const ranges = value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      try {
        checkTrustedProxies(ranges);
      } catch (error) {
        context.addIssue({
          code: 'custom',
          message: `must be comma-separated addresses or CIDRs: ${(error as Error).message}`,
        });
      }
      return ranges;
    }),
  APPLICATION_RETENTION_DAYS: z.coerce.number().int('must be a whole number').min(0).default(DEFAULT_APPLICATION_RETENTION_DAYS),
  PSEUDONYM_KEY_FILE: z.string().min(1).optional(),
  REJECTION_MAIL_DELAY_MINUTES: z.coerce
    .number()
    .int('must be a whole number')
    .min(0)
    .default(DEFAULT_REJECTION_MAIL_DELAY_MINUTES),
  RELEASE_REPORT_KEY: releaseReportKeySchema.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HSTS: z.enum(['true', 'false'], 'must be true or false').default('false'),
  RELEASES_ADOPT_SERVED_BUILDS: z.enum(['true', 'false'], 'must be true or false').default('false'),
  SEED_SAMPLE_APPLICATIONS: z.enum(['true', 'false'], 'must be true or false').default('false'),
  MFE_MARKETING_ORIGIN: baseUrl.default(DEFAULT_REMOTE_ORIGINS.mfe_marketing),
  MFE_CAREERS_ORIGIN: baseUrl.default(DEFAULT_REMOTE_ORIGINS.mfe_careers),
  MFE_CONTACT_ORIGIN: baseUrl.default(DEFAULT_REMOTE_ORIGINS.mfe_contact),
  MFE_STAFF_ORIGIN: baseUrl.default(DEFAULT_REMOTE_ORIGINS.mfe_staff),
  SHELL_URL: baseUrl.default(DEFAULT_SHELL_URL),
  CANARY_MIN_RENDERS: positiveInt.default(DEFAULT_CANARY_MIN_RENDERS),
  CANARY_ERROR_MARGIN: z.coerce
    .number('must be a fraction such as 0.05')
    .min(0)
    .max(1, 'must be a fraction from 0 to 1')
    .default(DEFAULT_CANARY_ERROR_MARGIN),
  RELEASE_KEEP: positiveInt.default(DEFAULT_RELEASE_KEEP),
  RUM_RETENTION_DAYS: z.coerce
    .number()
    .int('must be a whole number')
    .min(RUM_RETENTION_DAYS_MIN)
    .default(DEFAULT_RUM_RETENTION_DAYS),
  METRICS_PORT: telemetry.METRICS_PORT,
  METRICS_HOST: telemetry.METRICS_HOST,
  OTEL_EXPORTER_OTLP_ENDPOINT: telemetry.OTEL_EXPORTER_OTLP_ENDPOINT,
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  mongodbUri: string | undefined;
  adminToken: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  companyInbox: string;
  siteOrigins: string[];
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** `TRUSTED_PROXIES`: the shell servers' addresses, whose X-Forwarded-For names the visitor. */
  trustedProxies: string[];
  applicationRetentionDays: number;
  /** `REJECTION_MAIL_DELAY_MINUTES`: how long a rejection mail waits (cancellable) before it goes. */
  rejectionMailDelayMinutes: number;
  /**
   * `PSEUDONYM_KEY_FILE`: the key of the audit log's pseudonyms (a secret every instance shares).
   * Unset: `<dataDir>/pseudonym.key`, made at the first start (`create`).
   */
  pseudonymKey: { file: string; create: boolean };
  /**
   * `RELEASE_REPORT_KEY`: the secret the shell's servers share with the API (server-common/shell-reports).
   * Unset: their health reports and browsers' error beacons are refused, and no canary is judged.
   */
  releaseReportKey: string | undefined;
  logLevel: string;
  /** `HSTS=true`: the site is served over HTTPS, and answers say so (Strict-Transport-Security). */
  hsts: boolean;
  /** Signs the mails; from the brand, not the environment. */
  companyName: string;
  releases: ReleaseSettings;
  /** `RELEASES_ADOPT_SERVED_BUILDS=true` (npm start): each origin's new build goes live at start-up, without a release. */
  adoptServedBuilds: boolean;
  /** `SEED_SAMPLE_APPLICATIONS=true` (npm start): sample candidates in a store that has no application (seed/sample-applications.ts). */
  seedSampleApplications: boolean;
  /** `RUM_RETENTION_DAYS`: how long raw Web Vitals beacons are kept (at least 2 days). */
  rumRetentionDays: number;
  /** `METRICS_PORT` (default: the API's port + 6000), `METRICS_HOST` (127.0.0.1), `OTEL_EXPORTER_OTLP_ENDPOINT`. */
  telemetry: TelemetryConfig;
}

/** Reads the settings; throws an EnvError (contracts/env) naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const settings = parseEnv(envSchema, env);
  const port = settings.API_PORT ?? settings.PORT ?? DEFAULT_API_PORT;
  return {
    port,
    host: settings.HOST,
    dataDir: path.resolve(settings.DATA_DIR),
    mongodbUri: settings.MONGODB_URI,
    adminToken: settings.ADMIN_TOKEN,
    smtpUrl: settings.SMTP_URL,
    mailFrom: settings.MAIL_FROM,
    companyInbox: settings.COMPANY_INBOX,
    siteOrigins: settings.SITE_ORIGINS,
    rateLimitMax: settings.RATE_LIMIT_MAX,
    rateLimitWindowMs: settings.RATE_LIMIT_WINDOW_MS,
    trustedProxies: settings.TRUSTED_PROXIES,
    applicationRetentionDays: settings.APPLICATION_RETENTION_DAYS,
    rejectionMailDelayMinutes: settings.REJECTION_MAIL_DELAY_MINUTES,
    pseudonymKey: settings.PSEUDONYM_KEY_FILE
      ? { file: path.resolve(settings.PSEUDONYM_KEY_FILE), create: false }
      : { file: path.join(path.resolve(settings.DATA_DIR), PSEUDONYM_KEY_FILE_NAME), create: true },
    releaseReportKey: settings.RELEASE_REPORT_KEY,
    logLevel: settings.LOG_LEVEL,
    hsts: settings.HSTS === 'true',
    adoptServedBuilds: settings.RELEASES_ADOPT_SERVED_BUILDS === 'true',
    seedSampleApplications: settings.SEED_SAMPLE_APPLICATIONS === 'true',
    companyName: brand.name,
    releases: {
      origins: {
        mfe_marketing: settings.MFE_MARKETING_ORIGIN,
        mfe_careers: settings.MFE_CAREERS_ORIGIN,
        mfe_contact: settings.MFE_CONTACT_ORIGIN,
        mfe_staff: settings.MFE_STAFF_ORIGIN,
      },
      shellUrl: settings.SHELL_URL,
      canaryMinRenders: settings.CANARY_MIN_RENDERS,
      canaryErrorMargin: settings.CANARY_ERROR_MARGIN,
      keep: settings.RELEASE_KEEP,
    },
    rumRetentionDays: settings.RUM_RETENTION_DAYS,
    telemetry: telemetryConfig(settings, port),
  };
}
