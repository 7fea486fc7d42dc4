/**
 * The only reader of process.env for the shell's server: every setting with the default
 * docs/environment.md lists, checked by zod schemas (contracts/env); a bad value stops the start with a message naming it.
 */
import { availableParallelism } from 'node:os';
import proxyAddr from '@fastify/proxy-addr';
import { parseEnv } from 'contracts/env';
import { REMOTE_NAMES, type RemoteRegistry, serverEntryUrl } from 'contracts/federation';
import { LOCAL_API_URL, LOCAL_PORTS, localManifestUrl, remoteVariable } from 'contracts/site-map';
import { releaseReportKeySchema } from 'server-common/shell-reports';
import { type TelemetryConfig, telemetryConfig, telemetrySettings } from 'telemetry/settings';
import { z } from 'zod';
import type { RemoteOrigins } from './renderer';

/** Renders in progress at once; past it a page waits its turn (render-queue.ts). */
export const DEFAULT_MAX_CONCURRENT_RENDERS = 8;

/** The share of page views whose Web Vitals are reported, unless RUM_SAMPLE_RATE says otherwise. */
export const DEFAULT_RUM_SAMPLE_RATE = 0.1;

/**
 * Who may say who the client is: nobody (`false`, the default: the connected peer is the client),
 * the nearest N proxies (a load balancer in front), or proxies at these addresses or CIDRs
 * (names of proxy-addr's ranges too: `loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy = false | number | string[];

export interface ShellConfig {
  port: number;
  host: string;
  apiUrl: string;
  registry: RemoteRegistry;
  /** Where browsers and this server reach each remote's origin. */
  remotes: RemoteOrigins[];
  /** The API's release registry: its feed (followed) and where render health is reported. */
  releaseFeedUrl: string;
  releaseHealthUrl: string;
  /** `RELEASE_SNAPSHOT_FILE`: where the last feed read is kept, for a start while the API is down (release-floor.ts). */
  releaseSnapshotFile: string | undefined;
  distDir: string;
  /** `TRUST_PROXY`: the proxies in front of this server whose X-Forwarded-For names the client. */
  trustProxy: TrustProxy;
  /** `EXPOSE_ADMIN=true`: the staff API and its docs are reachable through `/api`. */
  exposeAdmin: boolean;
  /** `HSTS=true`: the site is served over HTTPS. */
  hsts: boolean;
  /** `MAX_CONCURRENT_RENDERS`: pages rendered at once; the others wait their turn, refused with 503 only past the deadline. */
  maxConcurrentRenders: number;
  /** `RENDER_THREADS` (default: one per core the process may use): each holds its own renderer, about 100-300 MB. */
  renderThreads: number;
  /** `RUM_SAMPLE_RATE`: the share of page views (0 to 1) whose Web Vitals the browser reports to /api/rum. */
  rumSampleRate: number;
  /**
   * `RELEASE_REPORT_KEY`: the secret shared with the API (server-common/shell-reports): it signs each
   * page's token for error beacons and is the credential of the health reports. Unset: neither counts.
   */
  releaseReportKey: string | undefined;
  /** `METRICS_PORT` (default: PORT + 6000), `METRICS_HOST`, `OTEL_EXPORTER_OTLP_ENDPOINT`. */
  telemetry: TelemetryConfig;
}

const url = z.string().refine((value) => URL.canParse(value), 'must be a URL');
const flag = z.enum(['true', 'false'], 'must be true or false').default('false');

const trustProxy = z
  .string()
  .trim()
  .default('')
  .transform((setting, context): TrustProxy => {
    if (setting === '' || setting === '0') return false;
    if (/^\d+$/.test(setting)) return Number(setting);
    const ranges = setting
      .split(',')
      .map((range) => range.trim())
      .filter(Boolean);
    try {
      proxyAddr.compile(ranges);
    } catch (error) {
      context.addIssue({
        code: 'custom',
        message: `must be a number of hops or comma-separated addresses/CIDRs: ${(error as Error).message}`,
      });
    }
    return ranges;
  });

const settingsSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(LOCAL_PORTS.shell),
  HOST: z.string().min(1).default('127.0.0.1'),
  API_URL: url.default(LOCAL_API_URL),
  SHELL_DIST_DIR: z
    .string()
    .min(1)
    .default(new URL('../dist', import.meta.url).pathname),
  TRUST_PROXY: trustProxy,
  EXPOSE_ADMIN: flag,
  HSTS: flag,
  MAX_CONCURRENT_RENDERS: z.coerce.number().int().positive().default(DEFAULT_MAX_CONCURRENT_RENDERS),
  RENDER_THREADS: z.coerce.number().int().positive().optional(),
  RUM_SAMPLE_RATE: z.coerce.number().min(0).max(1, 'must be a fraction from 0 to 1').default(DEFAULT_RUM_SAMPLE_RATE),
  RELEASE_SNAPSHOT_FILE: z.string().min(1).optional(),
  RELEASE_REPORT_KEY: releaseReportKeySchema.optional(),
  ...telemetrySettings(),
});

/** One remote's variables (`MFE_CAREERS_URL`, `..._SERVER_URL`), by their suffix. */
const remoteSchema = z.object({ URL: url.optional(), SERVER_URL: url.optional() });

export function readShellConfig(env: NodeJS.ProcessEnv = process.env): ShellConfig {
  const settings = parseEnv(settingsSchema, env);
  const remotes = REMOTE_NAMES.map((name): RemoteOrigins & { manifestUrl: string } => {
    const variable = (suffix: string) => remoteVariable(name, suffix as 'URL');
    const remote = parseEnv(remoteSchema, { URL: env[variable('URL')], SERVER_URL: env[variable('SERVER_URL')] }, variable);
    const manifestUrl = remote.URL ?? localManifestUrl(name);
    const serverEntry = remote.SERVER_URL ?? serverEntryUrl(manifestUrl);
    // The origin's root: its manifest's folder; its server entry is in `ssr/` below it.
    return { name, manifestUrl, browserBase: new URL('.', manifestUrl).href, serverBase: new URL('..', serverEntry).href };
  });
  return {
    port: settings.PORT,
    host: settings.HOST,
    apiUrl: settings.API_URL,
    registry: Object.fromEntries(remotes.map((remote) => [remote.name, remote.manifestUrl])) as RemoteRegistry,
    remotes: remotes.map(({ name, browserBase, serverBase }) => ({ name, browserBase, serverBase })),
    releaseFeedUrl: new URL('/api/releases/feed', settings.API_URL).href,
    releaseHealthUrl: new URL('/api/releases/health', settings.API_URL).href,
    releaseSnapshotFile: settings.RELEASE_SNAPSHOT_FILE,
    distDir: settings.SHELL_DIST_DIR,
    trustProxy: settings.TRUST_PROXY,
    exposeAdmin: settings.EXPOSE_ADMIN === 'true',
    hsts: settings.HSTS === 'true',
    maxConcurrentRenders: settings.MAX_CONCURRENT_RENDERS,
    renderThreads: settings.RENDER_THREADS ?? availableParallelism(),
    rumSampleRate: settings.RUM_SAMPLE_RATE,
    releaseReportKey: settings.RELEASE_REPORT_KEY,
    telemetry: telemetryConfig(settings, settings.PORT),
  };
}
