import type { PrefetchResult, RemoteRegistry } from 'contracts/federation';
import { type Locale, localeOfPath } from 'contracts/languages';
import type { ErrorInfo, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import {
  type PageStructuredData,
  type RenderedText,
  StructuredDataCollector,
  scriptJson,
  structuredDataScripts,
} from 'shared-ui';
import type { QueryClient } from 'shared-ui/query';
import { dehydrate } from 'shared-ui/query-server';
import { IslandRoot } from '../hydration/island-root';
import { ISLANDS_ID, type Island, islandIdPrefix } from '../islands/islands';
import { IslandsContext } from '../islands/islands-context';
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
import { IslandPlaceholder } from '../remotes/remote-page';
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
  /** The page's signed token (server-common/shell-reports), which its error beacons carry; none without the key. */
  reportToken?: string | undefined;
  apiBase: string;
  /** Loads a remote module on the server (bounded in time by the caller). */
  load: (ref: RemotePageRef) => Promise<RemotePageModule>;
  /** The shell's own files and those of the remote modules the page shows (on a static page, for its islands only). */
  assets: (loaded: readonly PageModuleRef[], locale: Locale, staticPage: boolean) => PageAssets;
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
  /** Its HTML is the page: the browser hydrates its islands alone (islands/islands.ts). */
  staticPage: boolean;
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
        const context = { params, searchParams: url.searchParams, apiBase: deps.apiBase, locale: localeOfPath(url.pathname) };
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
  identifierPrefix?: string,
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
      ...(identifierPrefix && { identifierPrefix }),
      onError: (error, info) => onError(error, info, renderTimeout.signal.aborted),
    });
  } finally {
    clearTimeout(timer);
  }
}

interface PageStateParts {
  deps: RenderDeps;
  assets: PageAssets;
  /** The route's modules the server loaded. */
  loaded: readonly PageModuleRef[];
  modules: RemoteModules;
  staticPage: boolean;
  route: string;
  shellText: RenderedText;
  queryClient: QueryClient;
}

/** What the browser hydrates from. */
function pageState({ deps, assets, loaded, modules, staticPage, route, shellText, queryClient }: PageStateParts): SsrState {
  return {
    registry: deps.registry,
    versions: deps.versions ?? {},
    ...(deps.reportToken && { reportToken: deps.reportToken }),
    remoteEntries: assets.remoteEntries,
    modules: staticPage ? [] : loaded.filter((ref) => !ref.hydrate).map(remoteModuleKey),
    deferred: loaded.filter((ref) => ref.hydrate).map(remoteModuleKey),
    htmlOnly: staticPage ? loaded.filter((ref) => !ref.hydrate).map(remoteModuleKey) : [],
    failed: [...modules.failedOnServer],
    route,
    rumSampleRate: deps.rumSampleRate ?? 0,
    ...(staticPage && assets.vitals && { vitals: assets.vitals }),
    queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }),
    // A static page's own module never hydrates: its islands' text is added once they are known (withIslandsText).
    text: staticPage ? shellText : Object.assign({}, shellText, ...[...modules.loaded.values()].map((module) => module.text)),
  };
}

/** A static page carries the text its islands hydrate with, and not its own module's, which the browser never renders. */
function withIslandsText(html: string, state: SsrState, islands: readonly Island[], modules: RemoteModules) {
  const islandsText = islands.map((island) => modules.loaded.get(remoteModuleKey(island))?.text);
  const withText = { ...state, text: Object.assign({}, state.text, ...islandsText) };
  // A function, so that a `$` in the text is not read as a replacement pattern.
  return { html: html.replace(scriptJson(state), () => scriptJson(withText)), state: withText };
}

/** The page's own module failed on the server: the whole app hydrates, to try it again in the browser. */
function isStaticPage(handle: PageHandle, modules: RemoteModules): boolean {
  const [page] = handle.modules;
  return handle.staticPage === true && !(page && modules.failedOnServer.has(remoteModuleKey(page)));
}

/** Renders each island of a static page as a React root of its own, into its placeholder; lists them after the page. */
async function withIslands(
  html: string,
  islands: readonly Island[],
  renderIsland: (island: Island, index: number) => Promise<string>,
): Promise<string> {
  const rendered = await Promise.all(islands.map(renderIsland));
  const withHtml = islands.reduce((page, island, index) => {
    const placeholder = renderToStaticMarkup(<IslandPlaceholder island={island} />);
    // A function, so that a `$` in the island's HTML is not read as a replacement pattern.
    return page.replace(placeholder, () => placeholder.replace('></div>', `>${rendered[index]}</div>`));
  }, html);
  const list = `<script id="${ISLANDS_ID}" type="application/json">${scriptJson(islands)}</script>`;
  return withHtml.replace('</body>', () => `${list}</body>`);
}

interface DocumentContext {
  url: URL;
  deps: RenderDeps;
  locale: Locale;
  route: string;
  modules: RemoteModules;
  /** The route's modules the server loaded. */
  loaded: readonly PageModuleRef[];
  shellText: RenderedText;
  queryClient: QueryClient;
  /** Parts that were late, which the render adds to. */
  late: Set<string>;
}

/** The whole document, with its islands rendered apart on a static page, and what failed to render. */
async function renderDocument(context: DocumentContext, staticPage: boolean) {
  const { url, deps, locale, modules, loaded, late } = context;
  const assets = deps.assets(loaded, locale, staticPage);
  const state = pageState({ ...context, assets, staticPage });
  let partFailed = false;
  const failedToRender = new Set<string>();
  const structuredData = new Map<string, PageStructuredData>();
  const onError = (error: unknown, info: ErrorInfo | undefined, timedOut: boolean) => {
    partFailed = true;
    const failedModule = moduleOfComponentStack(info?.componentStack);
    if (failedModule) failedToRender.add(failedModule);
    if (failedModule && timedOut) late.add(failedModule);
    deps.log?.(`Rendering ${url.pathname} failed in part: the browser renders that part`, error);
  };
  const location = `${url.pathname}${url.search}`;
  const inApp = (children: ReactNode) => (
    <StructuredDataCollector.Provider value={(id, data) => structuredData.set(id, data)}>
      <AppProviders remoteModules={modules}>
        <StaticRouter location={location}>{children}</StaticRouter>
      </AppProviders>
    </StructuredDataCollector.Provider>
  );
  const islands = new Map<string, Island>();
  const { prelude } = await prerenderInTime(
    <Document assets={assets} state={state} locale={locale} staticPage={staticPage}>
      <IslandsContext.Provider value={staticPage ? (island) => islands.set(remoteModuleKey(island), island) : undefined}>
        {inApp(<AppRoutes />)}
      </IslandsContext.Provider>
    </Document>,
    onError,
  );
  const page = await withIslands(await streamToString(prelude), [...islands.values()], async (island, index) => {
    const rendered = await prerenderInTime(inApp(<IslandRoot island={island} locale={locale} />), onError, islandIdPrefix(index));
    return streamToString(rendered.prelude);
  });
  // The page's JSON-LD goes into its head, where no hydration reaches (StructuredDataCollector).
  const withData = page.replace(
    '</head>',
    // A function, so that a `$` in the data is not read as a replacement pattern.
    () => `${[...structuredData.values()].map(structuredDataScripts).join('')}</head>`,
  );
  const { html, state: sentState } = staticPage
    ? withIslandsText(withData, state, [...islands.values()], modules)
    : { html: withData, state };
  return { html, state: sentState, partFailed, failedToRender, staticPage };
}

const allDataLoaded = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .every((query) => query.state.status === 'success');

/**
 * Renders one page for the browser: loads the remote modules its route shows, runs their
 * prefetches, decides the status, then renders the whole document with the data and the state
 * the browser hydrates from. A remote that fails gives its fallback, never a failed page. A
 * static page is rendered whole too, each island apart (islands/islands.ts); one whose own module
 * or data failed is rendered again for the browser to hydrate whole, and render or fetch it there.
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
  const context: DocumentContext = { url, deps, locale, route, modules, loaded, shellText, queryClient, late };
  let rendered = await renderDocument(context, isStaticPage(handle, modules));
  // A static page is rendered again to hydrate whole, so that the browser renders or fetches again
  // what failed: its own module, by a fault of its own (one only late, a busy thread, would be late
  // again), or data its islands would otherwise wait for until used (the careers list, API down).
  const pageKey = handle.modules[0] && remoteModuleKey(handle.modules[0]);
  const pageFailed = pageKey !== undefined && rendered.failedToRender.has(pageKey) && !late.has(pageKey);
  if (rendered.staticPage && (pageFailed || !allDataLoaded(queryClient))) rendered = await renderDocument(context, false);
  const { html, state, partFailed, failedToRender, staticPage } = rendered;
  // A page that waits on the browser for any of its parts or data is no page to keep.
  const complete = state.failed.length === 0 && !partFailed && !prefetched.failed && allDataLoaded(queryClient);
  return {
    status: pageStatus(handle, prefetched.results),
    html,
    complete,
    modules: handle.modules.map(remoteModuleKey),
    failedModules: [...new Set([...state.failed, ...failedToRender])],
    fallbackModules: state.failed,
    lateModules: [...late],
    route,
    staticPage,
  };
}
