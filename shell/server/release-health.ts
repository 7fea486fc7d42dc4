/**
 * How each live and canary version renders, counted by this shell process and sent to the release
 * registry about once a second (`POST /api/releases/health`), where the counts of every process
 * meet and a canary that fails more than live is rolled back. A report that cannot be sent is
 * kept and added to the next.
 */
import type { RemoteName } from 'contracts/federation';
import type { HealthReport } from 'contracts/releases';
import { healthReportCredential } from 'server-common/shell-reports';

export const HEALTH_REPORT_INTERVAL_MS = 1000;
const HEALTH_REPORT_TIMEOUT_MS = 2000;

export interface VersionRender {
  remote: RemoteName;
  version: string;
  failed: boolean;
}

export interface HealthReporterOptions {
  url: string;
  /** RELEASE_REPORT_KEY: the registry counts only reports with its credential; unset, none is sent. */
  key: string | undefined;
  fetch?: typeof fetch;
  intervalMs?: number;
  log?: (message: string, error?: unknown) => void;
}

export function createHealthReporter({
  url,
  key,
  fetch = globalThis.fetch,
  intervalMs = HEALTH_REPORT_INTERVAL_MS,
  log = console.error,
}: HealthReporterOptions) {
  let counts = new Map<string, HealthReport['counts'][number]>();
  let failing = false;

  async function flush(): Promise<void> {
    if (counts.size === 0 || !key) return;
    const sending = counts;
    counts = new Map();
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${healthReportCredential(key)}` },
        body: JSON.stringify({ counts: [...sending.values()] } satisfies HealthReport),
        signal: AbortSignal.timeout(HEALTH_REPORT_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`${response.status} from ${url}`);
      failing = false;
    } catch (error) {
      for (const count of sending.values()) add(count.remote, count.version, count.renders, count.errors);
      if (!failing) log('Release health could not be reported: it is kept for the next report', error);
      failing = true;
    }
  }

  function add(remote: RemoteName, version: string, renders: number, errors: number) {
    const key = `${remote}@${version}`;
    const count = counts.get(key) ?? { remote, version, renders: 0, errors: 0 };
    counts.set(key, { ...count, renders: count.renders + renders, errors: count.errors + errors });
  }

  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();

  return {
    count(renders: readonly VersionRender[]) {
      if (!key) return;
      for (const { remote, version, failed } of renders) add(remote, version, 1, failed ? 1 : 0);
    },
    flush,
    stop: () => clearInterval(timer),
  };
}

export type HealthReporter = ReturnType<typeof createHealthReporter>;
