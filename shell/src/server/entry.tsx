/**
 * The shell's server renderer (built to dist/server/ssr.js): the only place where the server
 * meets the federation runtime. The shell's HTTP server (shell/server) creates it once.
 */
import { loadRemote, registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteRegistry } from 'contracts/federation';
import { type RemotePageModule, type RemotePageRef, remoteModuleKey } from '../remotes/load-remote-page';
import type { PageAssets } from './document';
import { federationGuard, REMOTE_LOAD_TIMEOUT_MS } from './federation-guard';
import { type BrowserManifest, createRemoteReleases, type ServerRemote } from './remote-releases';
import { renderPage } from './render-page';
import { buildSitemap } from './sitemap';
import { withTimeout } from './with-timeout';

export type { PageAssets } from './document';
export type { ServerRemote } from './remote-releases';

export interface RendererOptions {
  remotes: readonly ServerRemote[];
  /** Origin of the API, for the pages' reads on the server. */
  apiBase: string;
  /** The shell's own files (written by its browser build). */
  shellAssets: Omit<PageAssets, 'data'>;
  log?: (message: string, error?: unknown) => void;
}

/** The URLs of a remote module's files, from its browser manifest (paths relative to the manifest). */
function moduleAssets(manifestUrl: string, manifest: BrowserManifest, expose: string) {
  const url = (file: string) => new URL(file, manifestUrl).href;
  const { remoteEntry } = manifest.metaData;
  const assets = manifest.exposes.find((candidate) => candidate.path === expose)?.assets;
  return {
    scripts: [url(`${remoteEntry.path}${remoteEntry.name}`), ...(assets?.js.sync ?? []).map(url)],
    styles: (assets?.css.sync ?? []).map(url),
  };
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

  async function load(ref: RemotePageRef): Promise<RemotePageModule> {
    const release = await releases.current(ref.remote);
    if (!release) throw new Error(`${ref.remote} is unavailable`);
    manifests.set(ref.remote, release.manifest);
    const module = await withTimeout(
      loadRemote<RemotePageModule>(remoteModuleKey(ref)),
      REMOTE_LOAD_TIMEOUT_MS,
      `loading ${remoteModuleKey(ref)}`,
    );
    if (!module?.default) throw new Error(`${ref.remote} did not provide ${ref.expose}`);
    return module;
  }

  function assets(loaded: readonly RemotePageRef[]): PageAssets {
    const remoteFiles = loaded.flatMap((ref) => {
      const manifest = manifests.get(ref.remote);
      return manifest ? [moduleAssets(registry[ref.remote], manifest, ref.expose)] : [];
    });
    const unique = (urls: string[]) => [...new Set(urls)];
    return {
      entry: shellAssets.entry,
      scripts: unique([...shellAssets.scripts, ...remoteFiles.flatMap((files) => files.scripts)]),
      styles: unique([...shellAssets.styles, ...remoteFiles.flatMap((files) => files.styles)]),
      data: unique(loaded.map((ref) => registry[ref.remote])),
      fonts: shellAssets.fonts,
    };
  }

  return {
    render: (url: URL) => renderPage(url, { registry, apiBase, load, assets, log }),
    sitemap: () => buildSitemap(apiBase),
  };
}

export type Renderer = ReturnType<typeof createRenderer>;
