/**
 * The shell's server renderer (built to dist/ssr/ssr.cjs): the only place where the server
 * meets the federation runtime. Each render thread of the shell's HTTP server (shell/server)
 * creates it once; each page is rendered with the versions of the remotes the server picked for
 * its visitor (live, their canary, or a staff preview).
 */
import { loadRemote, registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { moduleUsesQueries, REMOTE_NAMES, type RemoteName, type RemoteRegistry } from 'contracts/federation';
import type { Locale } from 'contracts/languages';
import type { FeedVersion } from 'contracts/releases';
import type { RemotePageModule, RemotePageRef } from '../remotes/load-remote-page';
import { type PageModuleRef, pageRoutes } from '../routes';
import type { PageAssets } from './document';
import { federationGuard, REMOTE_LOAD_TIMEOUT_MS } from './federation-guard';
import {
  type BrowserManifest,
  createRemoteVersions,
  type LoadedVersion,
  type RemoteOrigins,
  type RemoteVersions,
} from './remote-versions';
import { type RenderedPage, renderPage } from './render-page';
import { buildSitemap } from './sitemap';
import { withTimeout } from './with-timeout';

export type { PageAssets } from './document';
export type { RemoteOrigins } from './remote-versions';

/** A version the feed wants loaded ahead that failed to load is tried again after this. */
const LOAD_AHEAD_RETRY_MS = 5000;

/** The shell's part of a page's files; `queries`, what it loads for a module that queries (React Query), join a page's scripts where one is shown. */
export type ShellAssets = Omit<PageAssets, 'remoteEntries'> & { queries: string[] };

/** The version of each remote a page is rendered with (a remote absent has none: its parts fall back). */
export type PageReleases = Partial<Record<RemoteName, FeedVersion>>;

/** How a remote fared in one page: the version it rendered with, and whether a part of it failed. */
export interface RemoteRender {
  remote: RemoteName;
  version?: string;
  /** A part of it fell back or failed to render, for a reason other than being late (a fault of the version's). */
  failed: boolean;
  /** It could not be loaded on the server: its parts are fallbacks. */
  fellBack: boolean;
}

export type ServerRenderedPage = RenderedPage & { remotes: RemoteRender[] };

export interface RendererOptions {
  remotes: readonly RemoteOrigins[];
  /** Origin of the API, for the pages' reads on the server. */
  apiBase: string;
  /** The shell's own files (written by its browser build), its stylesheets' text included. */
  shellAssets: ShellAssets;
  log?: (message: string, error?: unknown) => void;
  /** The share of page views whose Web Vitals the browser reports (RUM_SAMPLE_RATE). */
  rumSampleRate?: number;
}

/** A remote module's files, from its browser manifest: paths relative to the manifest. */
function moduleFiles(manifest: BrowserManifest, expose: string) {
  const { remoteEntry } = manifest.metaData;
  const assets = manifest.exposes.find((candidate) => candidate.path === expose)?.assets;
  return { scripts: [`${remoteEntry.path}${remoteEntry.name}`, ...(assets?.js.sync ?? [])], styles: assets?.css.sync ?? [] };
}

/** The route patterns whose server-rendered pages show each remote's modules: what the release gate renders. */
export function routesByRemote(): Partial<Record<RemoteName, string[]>> {
  const routes = new Map<RemoteName, Set<string>>();
  for (const route of pageRoutes) {
    // A part without `hydrate` is loaded by the browser only (the job editor's preview).
    const serverParts = Object.values(route.parts ?? {}).filter((part) => part.hydrate);
    for (const ref of [route.page, ...Object.values(route.slots ?? {}), ...serverParts]) {
      routes.set(ref.remote, (routes.get(ref.remote) ?? new Set()).add(route.path));
    }
  }
  return Object.fromEntries([...routes].map(([remote, paths]) => [remote, [...paths]]));
}

/** Where browsers find each remote for this page: the version picked, or the origin's current build when there is none. */
function registryFor(remotes: readonly RemoteOrigins[], releases: PageReleases): RemoteRegistry {
  const entries = REMOTE_NAMES.map((name) => {
    const { browserBase } = remotes.find((remote) => remote.name === name) ?? { browserBase: '' };
    const version = releases[name]?.version;
    return [name, new URL(version ? `releases/${version}/mf-manifest.json` : 'mf-manifest.json', browserBase).href] as const;
  });
  return Object.fromEntries(entries) as RemoteRegistry;
}

/** Loads a module of the page from the version picked for its remote, noting the versions loaded. */
function remoteModuleLoader(versions: RemoteVersions, releases: PageReleases, loaded: Map<RemoteName, LoadedVersion>) {
  return async (ref: RemotePageRef): Promise<RemotePageModule> => {
    const pinned = releases[ref.remote];
    if (!pinned) throw new Error(`${ref.remote} has no version to render`);
    const version = await withTimeout(
      versions.load(ref.remote, pinned),
      REMOTE_LOAD_TIMEOUT_MS,
      `loading ${ref.remote}@${pinned.version}`,
    );
    loaded.set(ref.remote, version);
    const id = `${version.federationName}/${ref.expose.slice(2)}`;
    const module = await withTimeout(loadRemote<RemotePageModule>(id), REMOTE_LOAD_TIMEOUT_MS, `loading ${id}`);
    if (!module?.default) throw new Error(`${ref.remote} did not provide ${ref.expose}`);
    return module;
  };
}

/**
 * The fonts a page's text waits for: the brand face on every page, and on Arabic pages both weights
 * of the Arabic face (19 KB each, cut to Modern Standard Arabic). Left to load when used, the bold
 * arrived after the first paint now and then, and the hero's heading rewrapped in it, moving the
 * key figures below it (Lighthouse: CLS 0.03 in 2 of 3 runs of /ar).
 */
function preloadsFont(href: string, locale: Locale): boolean {
  return !href.includes('ibm-plex-sans-arabic') || locale === 'ar';
}

/**
 * A module hydrated once reached or used keeps its stylesheets in the page (its HTML is there
 * from the start) but not its scripts: they are not requested before the first paint.
 */
function pageAssets(
  shown: readonly PageModuleRef[],
  loaded: ReadonlyMap<RemoteName, LoadedVersion>,
  shellAssets: RendererOptions['shellAssets'],
  locale: Locale,
  staticPage: boolean,
): PageAssets {
  const remoteFiles = shown.flatMap((ref) => {
    const version = loaded.get(ref.remote);
    if (!version) return [];
    const files = moduleFiles(version.manifest, ref.expose);
    const urls = (names: string[]) => names.map((file) => new URL(file, version.browserBase).href);
    const scripts = urls(files.scripts);
    return [{ remote: ref.remote, entry: scripts[0] ?? '', scripts: ref.hydrate ? [] : scripts, styles: urls(files.styles) }];
  });
  const stylesheets = new Map([...loaded.values()].flatMap((version) => [...version.stylesheets]));
  const stylesheet = (href: string) => stylesheets.get(href);
  const unique = (urls: string[]) => [...new Set(urls)];
  const remoteStyles = unique(remoteFiles.flatMap((files) => files.styles));
  const queries = shown.some((ref) => !ref.hydrate && moduleUsesQueries(ref.remote, ref.expose)) ? shellAssets.queries : [];
  // A static page runs no script of its own: the shell's load with its first island, if it has one.
  const islandScripts = shown.some((ref) => ref.hydrate) ? shellAssets.entry : [];
  return {
    early: shellAssets.early,
    entry: staticPage
      ? islandScripts
      : unique([...shellAssets.entry, ...queries, ...remoteFiles.flatMap((files) => files.scripts)]),
    remoteEntries: Object.fromEntries(remoteFiles.map((files) => [files.remote, files.entry])),
    inlineStyles: [...shellAssets.inlineStyles, ...remoteStyles.flatMap((href) => stylesheet(href) ?? [])],
    styles: [...shellAssets.styles, ...remoteStyles.filter((href) => stylesheet(href) === undefined)],
    fonts: shellAssets.fonts.filter((href) => preloadsFont(href, locale)),
    ...(shellAssets.vitals && { vitals: shellAssets.vitals }),
  };
}

/**
 * Loads versions, and every module they expose, ahead of the pages that will need them. A
 * failure is logged and tried again while the feed still wants that version, so that no page
 * is the first to wait for it.
 */
function loaderAhead(versions: RemoteVersions, log: (message: string, error?: unknown) => void) {
  /** The versions the latest feed wants loaded ahead, by `remote@version`. */
  let wantedAhead = new Set<string>();

  /** Answers whether the version and its modules loaded. */
  function loadAhead(remote: RemoteName, pinned: FeedVersion): Promise<boolean> {
    const key = `${remote}@${pinned.version}`;
    return versions
      .load(remote, pinned)
      .then((version) =>
        Promise.all(version.manifest.exposes.map((expose) => loadRemote(`${version.federationName}/${expose.path.slice(2)}`))),
      )
      .then(() => true)
      .catch((error: unknown) => {
        log(`${key} could not be loaded ahead of its pages: tried again in ${LOAD_AHEAD_RETRY_MS} ms`, error);
        setTimeout(() => {
          if (wantedAhead.has(key)) void loadAhead(remote, pinned);
        }, LOAD_AHEAD_RETRY_MS).unref();
        return false;
      });
  }

  /** Answers, once each version has been tried, whether every one loaded. */
  return async (wanted: readonly { remote: RemoteName; pinned: FeedVersion }[]) => {
    wantedAhead = new Set(wanted.map(({ remote, pinned }) => `${remote}@${pinned.version}`));
    const loaded = await Promise.all(wanted.map(({ remote, pinned }) => loadAhead(remote, pinned)));
    return loaded.every(Boolean);
  };
}

export function createRenderer({ remotes, apiBase, shellAssets, log = console.error, rumSampleRate = 0 }: RendererOptions) {
  const versions = createRemoteVersions({
    remotes,
    register: (name, entry) => registerRemotes([{ name, entry }]),
    log,
  });
  const guard = federationGuard({
    allowedOrigins: new Set(remotes.map((remote) => new URL(remote.serverBase).origin)),
    versions,
  });
  registerPlugins([guard]);
  registerGlobalPlugins([guard]);

  /** `reportToken`: the page's token for its error beacons (server-common/shell-reports), signed by the main thread. */
  async function render(url: URL, releases: PageReleases, reportToken?: string): Promise<ServerRenderedPage> {
    const loaded = new Map<RemoteName, LoadedVersion>();

    const load = remoteModuleLoader(versions, releases, loaded);
    const assets = (shown: readonly PageModuleRef[], locale: Locale, staticPage: boolean) =>
      pageAssets(shown, loaded, shellAssets, locale, staticPage);
    const versionsShown = Object.fromEntries(Object.entries(releases).map(([name, pinned]) => [name, pinned.version]));
    const page = await renderPage(url, {
      registry: registryFor(remotes, releases),
      versions: versionsShown,
      reportToken,
      apiBase,
      load,
      assets,
      log,
      rumSampleRate,
    });
    const remotesShown = [...new Set(page.modules.map((key) => key.split('/')[0] as RemoteName))];
    return {
      ...page,
      remotes: remotesShown.map((remote) => ({
        remote,
        version: releases[remote]?.version,
        failed: page.failedModules.some((key) => key.startsWith(`${remote}/`) && !page.lateModules.includes(key)),
        fellBack: page.fallbackModules.some((key) => key.startsWith(`${remote}/`)),
      })),
    };
  }

  const keepLoaded = loaderAhead(versions, log);

  /**
   * Renders one page of each remote, unseen, so that a thread's first visitors do not wait for
   * its first render (about two seconds of compiling on a slow machine, against tens of ms after).
   */
  async function warmUp(releases: PageReleases) {
    const firstPages = Object.values(routesByRemote()).flatMap((paths) => paths.find((path) => !/[:*]/.test(path)) ?? []);
    for (const path of new Set(firstPages)) await render(new URL(path, 'http://shell.internal'), releases).catch(() => undefined);
  }

  return {
    render,
    keepLoaded,
    warmUp,
    sitemap: () => buildSitemap(apiBase),
    routes: routesByRemote,
  };
}

export type Renderer = ReturnType<typeof createRenderer>;
