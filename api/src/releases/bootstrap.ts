/**
 * The first live version of each remote: a remote the registry has no live version of gets the
 * build its origin serves at its root, published and made live by the system, without the gate
 * (the shell may not be up yet). Runs at start-up, never blocking it, and retries every few
 * seconds until every remote has a live version; each kind of failure is logged once. Under
 * `npm start` (`adoptEveryBuild`) the build an origin serves goes live whenever it is new, so a
 * change made to a remote shows after the next start, without a release.
 */
import { REMOTE_NAMES, type RemoteName } from 'contracts/federation';
import { HttpError } from '../http-errors';
import type { Store } from '../store/store';
import { type Fetch, FetchFailed } from './fetch-file';
import { SYSTEM } from './history';
import { readServedDescriptor } from './origin';
import type { ReleaseRegistry } from './registry';

export const BOOTSTRAP_RETRY_MS = 2_000;
export const FIRST_VERSION_REASON = 'the first version found at the origin';
export const LOCAL_BUILD_REASON = 'a new build found at the origin (npm start)';

export interface BootstrapOptions {
  store: Store;
  registry: Pick<ReleaseRegistry, 'publish' | 'makeLive'>;
  origins: Record<RemoteName, string>;
  fetch: Fetch;
  logger: { info(details: object, message: string): void; warn(details: object, message: string): void };
  retryMs?: number;
  /** RELEASES_ADOPT_SERVED_BUILDS (npm start): the origin's build goes live whenever it is not already. */
  adoptEveryBuild?: boolean;
}

/** Gives one remote its first live version if it has none; what went wrong, if anything. */
async function adoptServedVersion(
  remote: RemoteName,
  { store, registry, origins, fetch, logger, adoptEveryBuild = false }: BootstrapOptions,
): Promise<string | undefined> {
  if ((await store.releases.state(remote)).live && !adoptEveryBuild) return undefined;
  let version: string;
  try {
    const descriptor = await readServedDescriptor(fetch, origins[remote]);
    if (descriptor.remote !== remote) return `the origin of ${remote} serves a build of ${descriptor.remote}`;
    version = descriptor.version;
    if (!(await store.releases.findVersion(remote, version))) await registry.publish(remote, version, SYSTEM);
    // Read again: another instance may have made a version live meanwhile.
    const state = await store.releases.state(remote);
    if (state.live && (!adoptEveryBuild || state.live.version === version)) return undefined;
    await registry.makeLive(remote, state, version, SYSTEM, state.live ? LOCAL_BUILD_REASON : FIRST_VERSION_REASON);
  } catch (error) {
    if (error instanceof FetchFailed) return `${origins[remote]}/release.json ${error.message}`;
    if (error instanceof HttpError) return error.message;
    throw error;
  }
  logger.info({ remote, version }, 'release registry: the version found at the origin is live');
  return undefined;
}

/** Starts adopting; `done` resolves once every remote has a live version (or on stop). */
export function startReleaseBootstrap(options: BootstrapOptions): { done: Promise<void>; stop(): void } {
  const { logger, retryMs = BOOTSTRAP_RETRY_MS } = options;
  const reported = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });

  async function round(): Promise<void> {
    let waiting = false;
    for (const remote of REMOTE_NAMES) {
      let problem: string | undefined;
      try {
        problem = await adoptServedVersion(remote, options);
      } catch (error) {
        problem = `store: ${(error as Error).message}`;
      }
      if (!problem) continue;
      waiting = true;
      if (!reported.has(`${remote}: ${problem}`)) {
        reported.add(`${remote}: ${problem}`);
        logger.warn({ remote, problem }, 'release registry: no live version yet; trying again every few seconds');
      }
    }
    if (!waiting || stopped) return finish();
    timer = setTimeout(() => void round(), retryMs);
    timer.unref();
  }

  void round();
  return {
    done,
    stop() {
      stopped = true;
      clearTimeout(timer);
      finish();
    },
  };
}
