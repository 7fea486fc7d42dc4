/**
 * The shell's server renderer (built to dist/ssr/ssr.cjs): the only place where the server
 * meets the federation runtime. The shell's HTTP server (shell/server) creates it once.
 */
import { loadRemote, registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { browserBuildUrl, REMOTES, type RemoteName, type RemoteRegistry } from 'contracts/federation';
import { type RemotePageModule, type RemotePageRef, remoteModuleKey } from '../remotes/load-remote-page';
import type { PageModuleRef } from '../routes';
import type { PageAssets } from './document';
import { federationGuard, REMOTE_LOAD_TIMEOUT_MS } from './federation-guard';
import { type BrowserManifest, createRemoteReleases, type ServerRemote } from './remote-releases';
import { renderPage } from './render-page';
import { buildSitemap } from './sitemap';
import { withTimeout } from './with-timeout';

export type { PageAssets } from './document';

/** The shell's part of a page's files; `queries`, what it loads for a module that queries (React Query), join a page's scripts where one is shown. */
export type ShellAssets = Omit<PageAssets, 'remoteEntries'> & { queries: string[] };
export type { ServerRemote } from './remote-releases';

export interface RendererOptions {
  remotes: readonly ServerRemote[];
  /** Origin of the API, for the pages' reads on the server. */
  apiBase: string;
  /** The shell's own files (written by its browser build), its stylesheets' text included. */
  shellAssets: ShellAssets;
  log?: (message: string, error?: unknown) => void;
}

/** A remote module's files, from its browser manifest: paths relative to the manifest. */
function moduleFiles(manifest: BrowserManifest, expose: string) {
  const { remoteEntry } = manifest.metaData;
  const assets = manifest.exposes.find((candidate) => candidate.path === expose)?.assets;
  return { scripts: [`${remoteEntry.path}${remoteEntry.name}`, ...(assets?.js.sync ?? [])], styles: assets?.css.sync ?? [] };
}

export function createRenderer({ remotes, apiBase, shellAssets, log = console.error }: RendererOptions) {
  const releases = createRemoteReleases({
    remotes,
    register: (name, entry) => registerRemotes([{ name, entry }], { force: true }),
    log,
  });
  const allowedOrigins = new Set(
    remotes.flatMap((remote) => [remote.manifestUrl, remote.serverEntryUrl].map((url) => new URL(url).origin)),
  );
  const guard = federationGuard({ allowedOrigins, releases });
  registerPlugins([guard]);
  registerGlobalPlugins([guard]);
  const registry = Object.fromEntries(remotes.map((remote) => [remote.name, remote.manifestUrl])) as RemoteRegistry;
  const manifests = new Map<RemoteName, BrowserManifest>();
  /** Remote stylesheets' text by browser URL: the names carry a content hash, so a text never changes. */
  const stylesheets = new Map<string, string>();
  const browserUrl = (name: RemoteName, file: string) => new URL(file, registry[name]).href;

  /** Reads a module's stylesheets (where this server reaches the remote) to write them into the page; one that cannot be read is linked instead. */
  async function readStylesheets(name: RemoteName, files: string[]) {
    const remote = remotes.find((candidate) => candidate.name === name);
    if (!remote) return;
    await Promise.all(
      files
        .filter((file) => !stylesheets.has(browserUrl(name, file)))
        .map(async (file) => {
          const url = browserBuildUrl(remote.serverEntryUrl, file);
          try {
            const response = await fetch(url, { signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS) });
            const css = response.ok ? await response.text() : '';
            // A relative url() would resolve against the page instead of the remote: such a file stays linked.
            if (css && !css.includes('url(')) stylesheets.set(browserUrl(name, file), css);
          } catch (error) {
            log(`Could not read ${url}: it is linked instead`, error);
          }
        }),
    );
  }

  async function load(ref: RemotePageRef): Promise<RemotePageModule> {
    const release = await releases.current(ref.remote);
    if (!release) throw new Error(`${ref.remote} is unavailable`);
    manifests.set(ref.remote, release.manifest);
    const [module] = await Promise.all([
      withTimeout(loadRemote<RemotePageModule>(remoteModuleKey(ref)), REMOTE_LOAD_TIMEOUT_MS, `loading ${remoteModuleKey(ref)}`),
      readStylesheets(ref.remote, moduleFiles(release.manifest, ref.expose).styles),
    ]);
    if (!module?.default) throw new Error(`${ref.remote} did not provide ${ref.expose}`);
    return module;
  }

  /**
   * A module hydrated once reached or used keeps its stylesheets in the page (its HTML is there
   * from the start) but not its scripts: they are not requested before the first paint.
   */
  function assets(loaded: readonly PageModuleRef[]): PageAssets {
    const remoteFiles = loaded.flatMap((ref) => {
      const manifest = manifests.get(ref.remote);
      if (!manifest) return [];
      const files = moduleFiles(manifest, ref.expose);
      const urls = (names: string[]) => names.map((file) => browserUrl(ref.remote, file));
      const scripts = urls(files.scripts);
      return [
        {
          remote: ref.remote,
          entry: scripts[0] ?? '',
          scripts: ref.hydrate ? [] : scripts,
          styles: urls(files.styles),
        },
      ];
    });
    const unique = (urls: string[]) => [...new Set(urls)];
    const remoteStyles = unique(remoteFiles.flatMap((files) => files.styles));
    const queries = loaded.some((ref) => !ref.hydrate && REMOTES[ref.remote].usesQueries) ? shellAssets.queries : [];
    return {
      early: shellAssets.early,
      entry: unique([...shellAssets.entry, ...queries, ...remoteFiles.flatMap((files) => files.scripts)]),
      remoteEntries: Object.fromEntries(remoteFiles.map((files) => [files.remote, files.entry])),
      inlineStyles: [...shellAssets.inlineStyles, ...remoteStyles.flatMap((url) => stylesheets.get(url) ?? [])],
      styles: [...shellAssets.styles, ...remoteStyles.filter((url) => !stylesheets.has(url))],
      fonts: shellAssets.fonts,
    };
  }

  return {
    render: (url: URL) => renderPage(url, { registry, apiBase, load, assets, log }),
    sitemap: () => buildSitemap(apiBase),
  };
}

export type Renderer = ReturnType<typeof createRenderer>;
