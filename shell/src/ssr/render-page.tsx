import type { PrefetchResult, RemoteRegistry } from 'contracts/federation';
import { type Locale, localeOfPath } from 'contracts/locale-constants';
import type { ErrorInfo, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { type PageStructuredData, StructuredDataCollector, structuredDataScripts } from 'shared-ui';
import type { QueryClient } from 'shared-ui/query';
import { dehydrate } from 'shared-ui/query-server';
import { createQueryClient, withQueryClient } from '../page-queries';
import { AppProviders, loadShellText } from '../providers';
import {
  inLocale,
  moduleOfComponentStack,
  type PageLoader,
  type RemotePageModule,
  type RemotePageRef,
  remoteModuleKey,
  withPageQueries,
} from '../remotes/load-remote-page';
import { createRemoteModules, type RemoteModules } from '../remotes/remote-modules';
import { AppRoutes, type PageHandle, type PageModuleRef, routes } from '../routes';
import type { SsrState } from '../ssr-state';
import { Document, type PageAssets } from './document';
import { TooLateError, withTimeout } from './with-timeout';

export const PREFETCH_TIMEOUT_MS = 2000;
export const RENDER_TIMEOUT_MS = 3000;

export interface RenderDeps {
  registry: RemoteRegistry;
  /** The version of each remote the page is rendered with, for the browser to report errors against. */
  versions?: SsrState['versions'];
  /** The page's signed token (contracts/shell-reports), which its error beacons carry; none without the key. */
  reportToken?: string | undefined;
  apiBase: string;
  /** Loads a remote module on the server (bounded in time by the caller). */
  load: (ref: RemotePageRef) => Promise<RemotePageModule>;
  /** The shell's own files and those of the remote modules the page shows. */
  assets: (loaded: readonly PageModuleRef[], locale: Locale) => PageAssets;
  log?: (message: string, error?: unknown) => void;
  prefetchTimeoutMs?: number;
  /** The share of page views whose Web Vitals the browser reports (RUM_SAMPLE_RATE); 0 by default. */
  rumSampleRate?: number;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** Every part rendered on the server: no remote fell back, no part was left to the browser. */
  complete: boolean;
  /** The remote modules the page shows (`mfe_careers/JobPage`). */
  modules: string[];
  /** Those that fell back or failed to render on the server. */
  failedModules: string[];
  /** Those of them the server could not load: rendered as their fallback. */
  fallbackModules: string[];
  /**
   * Those of them that were only not ready in time (a version still loading, a first render still
   * compiling on a busy machine): no sign of a fault in their code, so not counted against their
   * version by the release health.
   */
  lateModules: string[];
  /** The route's pattern (`/careers/:slug`): what metrics and Web Vitals are labelled with, never the URL. */
  route: string;
}

/** The pattern of the route that matched (`/careers/:slug`), `/*` for the not-found page. */
export function routePatternOf(matches: readonly { route: { path?: string } }[] | null): string {
  const joined = (matches ?? []).map((match) => match.route.path ?? '').join('/');
  const pattern = `/${joined}`.replace(/\/{2,}/g, '/');
  return pattern.length > 1 ? pattern.replace(/\/$/, '') : pattern;
}

const STATUS_RANK: Record<number, number> = { 404: 3, 410: 2, 503: 1, 200: 0 };

/** The page's status: its own (the not-found page), else the gravest its prefetches report. */
function pageStatus(handle: PageHandle, results: readonly (PrefetchResult | undefined)[]): number {
  if (handle.status) return handle.status;
  return results.reduce<number>((status, result) => {
    const next = result?.status ?? 200;
    return (STATUS_RANK[next] ?? 0) > (STATUS_RANK[status] ?? 0) ? next : status;
  }, 200);
}

async function loadModules(
  refs: readonly RemotePageRef[],
  load: PageLoader,
  late: Set<string>,
  deps: RenderDeps,
): Promise<RemoteModules> {
  const modules = createRemoteModules(load, { isServer: true });
  await Promise.all(
    refs.map(async (ref) => {
      const key = remoteModuleKey(ref);
      try {
        modules.loaded.set(key, await modules.load(ref));
      } catch (error) {
        deps.log?.(`${key} could not be loaded: its fallback is rendered`, error);
        modules.failedOnServer.add(key);
        if (error instanceof TooLateError) late.add(key);
      }
    }),
  );
  return modules;
}

async function prefetchAll(
  modules: RemoteModules,
  queryClient: QueryClient,
  url: URL,
  params: Record<string, string | undefined>,
  deps: RenderDeps,
): Promise<{ results: (PrefetchResult | undefined)[]; failed: boolean }> {
  let failed = false;
  const results = await Promise.all(
    [...modules.loaded.entries()].map(async ([key, module]) => {
      if (!module.prefetch) return undefined;
      try {
        const context = { params, searchParams: url.searchParams, apiBase: deps.apiBase };
        return await withTimeout(
          module.prefetch(queryClient, context),
          deps.prefetchTimeoutMs ?? PREFETCH_TIMEOUT_MS,
          `the prefetch of ${key}`,
        );
      } catch (error) {
        // The page renders without that data; the browser fetches it.
        deps.log?.(`The prefetch of ${key} failed`, error);
        failed = true;
        return undefined;
      }
    }),
  );
  return { results, failed };
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * React's prerender of a whole document, aborted after RENDER_TIMEOUT_MS (what was not rendered by
 * then is an error of its part: `timedOut`). A timer cleared with the render, not
 * AbortSignal.timeout: React leaves its abort listener on the signal, and Node keeps a timeout
 * signal with a listener alive until it fires, and with it the whole render (its HTML, its data)
 * for RENDER_TIMEOUT_MS after the page is done.
 */
async function prerenderInTime(
  document: ReactNode,
  onError: (error: unknown, info: ErrorInfo | undefined, timedOut: boolean) => void,
) {
  const renderTimeout = new AbortController();
  const timer = setTimeout(
    () => renderTimeout.abort(new TooLateError(`The render took longer than ${RENDER_TIMEOUT_MS} ms`)),
    RENDER_TIMEOUT_MS,
  );
  try {
    return await prerenderToNodeStream(document, {
      signal: renderTimeout.signal,
      // The page goes out whole, never in streamed parts revealed by inline scripts: the page's
      // script policy allows no inline script, and a large part would otherwise be outlined.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error, info) => onError(error, info, renderTimeout.signal.aborted),
    });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Renders one page for the browser: loads the remote modules its route shows, runs their
 * prefetches, decides the status, then renders the whole document with the data and the state
 * the browser hydrates from. A remote that fails gives its fallback, never a failed page.
 */
export async function renderPage(url: URL, deps: RenderDeps): Promise<RenderedPage> {
  const matches = matchRoutes(routes, url.pathname);
  const leaf = matches?.at(-1);
  const route = routePatternOf(matches);
  const handle = (leaf?.route.handle as PageHandle | undefined) ?? { modules: [] };
  const locale = localeOfPath(url.pathname);
  const queryClient = createQueryClient();
  const load = inLocale(
    withPageQueries(deps.load, async () => (Page) => withQueryClient(queryClient, Page)),
    locale,
  );
  const late = new Set<string>();
  const [modules, shellText] = await Promise.all([loadModules(handle.modules, load, late, deps), loadShellText(locale)]);
  const prefetched = await prefetchAll(modules, queryClient, url, leaf?.params ?? {}, deps);

  const loaded = handle.modules.filter((ref) => modules.loaded.has(remoteModuleKey(ref)));
  const assets = deps.assets(loaded, locale);
  const state: SsrState = {
    registry: deps.registry,
    versions: deps.versions ?? {},
    ...(deps.reportToken && { reportToken: deps.reportToken }),
    remoteEntries: assets.remoteEntries,
    modules: loaded.filter((ref) => !ref.hydrate).map(remoteModuleKey),
    deferred: loaded.filter((ref) => ref.hydrate).map(remoteModuleKey),
    failed: [...modules.failedOnServer],
    route,
    rumSampleRate: deps.rumSampleRate ?? 0,
    queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }),
    text: Object.assign({}, shellText, ...[...modules.loaded.values()].map((module) => module.text)),
  };
  let partFailed = false;
  const failedToRender = new Set<string>();
  const structuredData = new Map<string, PageStructuredData>();
  const { prelude } = await prerenderInTime(
    <Document assets={assets} state={state} locale={locale}>
      <StructuredDataCollector.Provider value={(id, data) => structuredData.set(id, data)}>
        <AppProviders remoteModules={modules}>
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StructuredDataCollector.Provider>
    </Document>,
    (error, info, timedOut) => {
      partFailed = true;
      const failedModule = moduleOfComponentStack(info?.componentStack);
      if (failedModule) failedToRender.add(failedModule);
      if (failedModule && timedOut) late.add(failedModule);
      deps.log?.(`Rendering ${url.pathname} failed in part: the browser renders that part`, error);
    },
  );
  // The page's JSON-LD goes into its head, where no hydration reaches (StructuredDataCollector).
  const html = (await streamToString(prelude)).replace(
    '</head>',
    // A function, so that a `$` in the data is not read as a replacement pattern.
    () => `${[...structuredData.values()].map(structuredDataScripts).join('')}</head>`,
  );
  // A page that waits on the browser for any of its parts or data is no page to keep.
  const allData = queryClient
    .getQueryCache()
    .getAll()
    .every((query) => query.state.status === 'success');
  const complete = state.failed.length === 0 && !partFailed && !prefetched.failed && allData;
  return {
    status: pageStatus(handle, prefetched.results),
    html,
    complete,
    modules: handle.modules.map(remoteModuleKey),
    failedModules: [...new Set([...state.failed, ...failedToRender])],
    fallbackModules: state.failed,
    lateModules: [...late],
    route,
  };
}
