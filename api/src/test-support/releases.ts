/**
 * A fake world for the release registry's tests: the remotes' origins serving builds (descriptor,
 * manifest, server entry) and a shell server (its federation, and pages rendered with the
 * versions a preview cookie names), all behind one `fetch`.
 */
import { REMOTE_NAMES, REMOTES, type RemoteName } from 'contracts/federation';
import {
  type PreviewClaims,
  RELEASE_FALLBACKS_HEADER,
  RELEASE_PREVIEW_COOKIE,
  RELEASE_VERSIONS_HEADER,
  type ShellFederation,
} from 'contracts/releases';
import type { ReleaseSettings } from '../config';
import type { Fetch } from '../releases/fetch-file';
import { ADMIN_TOKEN_CHANGER } from '../releases/history';
import { createReleaseRegistry, type ReleaseRegistry } from '../releases/registry';
import { createTestApp } from './test-app';

export const TEST_SHELL_URL = 'http://shell.test';
export const TEST_RELEASE_SETTINGS: ReleaseSettings = {
  origins: Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, `http://${remote.replace('_', '-')}.origin.test`])) as Record<
    RemoteName,
    string
  >,
  shellUrl: TEST_SHELL_URL,
  canaryMinRenders: 20,
  canaryErrorMargin: 0.05,
  keep: 10,
};

export interface FakeBuild {
  remote: RemoteName;
  version: string;
  /** The modules its manifest exposes (default: every one contracts list). */
  exposes?: readonly string[];
  /** Its shared singletons and the ranges it needs (default: what the real builds need). */
  shared?: Record<string, string>;
  builtAt?: string;
}

/** What the real builds' manifests ask for (mfe-careers/dist/mf-manifest.json). */
export const BUILD_SHARED: Record<string, string> = {
  zustand: '^5.1.0',
  'react/jsx-runtime': '^19.3.1',
  react: '^19.3.1',
  'shared-ui/query': '^5.108.0',
  'shared-ui': '^1.0.0',
};

export const SHELL_FEDERATION: ShellFederation = {
  shared: {
    react: '19.3.1',
    'react/jsx-runtime': '19.3.1',
    'react-dom': '19.3.1',
    'react-dom/client': '19.3.1',
    'shared-ui/query': '5.108.0',
    zustand: '5.1.0',
    'shared-ui': '1.0.0',
  },
  routes: {
    mfe_marketing: ['/', '/services/:serviceId'],
    mfe_careers: ['/careers', '/careers/:slug', '/apply/:jobId'],
    mfe_contact: ['/contact'],
    mfe_staff: ['/staff/*'],
  },
};

/** The manifest a build serves, shaped like the real `mf-manifest.json`. */
export function fakeManifest({ remote, exposes = REMOTES[remote].exposes, shared = BUILD_SHARED }: FakeBuild) {
  return {
    id: remote,
    name: remote,
    metaData: { name: remote },
    shared: Object.entries(shared).map(([name, requiredVersion]) => ({
      id: `${remote}:${name}`,
      name,
      version: requiredVersion.replace(/^\^/, ''),
      singleton: true,
      requiredVersion,
      assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
    })),
    remotes: [],
    exposes: exposes.map((path) => ({
      id: `${remote}:${path.slice(2)}`,
      name: path.slice(2),
      assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      path,
    })),
  };
}

export const fakeServerEntry = ({ remote, version }: FakeBuild) => `/* ${remote} ${version} server entry */\n`;

export interface FakePage {
  status?: number;
  fallbacks?: string;
  /** The page ignores the preview cookie: rendered with the live version (a shell that has not seen the version yet). */
  ignoresPreview?: boolean;
}

export interface FakeReleaseWorld {
  fetch: Fetch;
  /** What each origin serves under /releases/<version>/, by `remote@version`. */
  builds: Map<string, FakeBuild>;
  /** The version each origin serves at its root (bootstrap). */
  servedAtRoot: Partial<Record<RemoteName, string>>;
  shell: { federation: ShellFederation; reachable: boolean; pages: Map<string, FakePage> };
  /** Origins that answer nothing (connection refused). */
  unreachable: Set<RemoteName>;
  /** Every URL fetched, with the preview cookie's claims for shell pages. */
  requests: { url: string; preview?: PreviewClaims }[];
  /** Adds a build its origin serves; returns its version. */
  build(build: FakeBuild): string;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const notFound = () => new Response('Not found', { status: 404 });

function previewOf(cookieHeader: string | undefined): PreviewClaims | undefined {
  const token = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${RELEASE_PREVIEW_COOKIE}=`))
    ?.slice(RELEASE_PREVIEW_COOKIE.length + 1);
  const payload = token?.split('.')[0];
  return payload ? (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PreviewClaims) : undefined;
}

export function createFakeReleaseWorld(settings: ReleaseSettings = TEST_RELEASE_SETTINGS): FakeReleaseWorld {
  const world: FakeReleaseWorld = {
    builds: new Map(),
    servedAtRoot: {},
    shell: { federation: structuredClone(SHELL_FEDERATION), reachable: true, pages: new Map() },
    unreachable: new Set(),
    requests: [],
    build(build) {
      world.builds.set(`${build.remote}@${build.version}`, build);
      return build.version;
    },
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const headers = new Headers(init?.headers);
      const remote = REMOTE_NAMES.find((name) => new URL(settings.origins[name]).host === url.host);
      if (remote) {
        world.requests.push({ url: url.href });
        if (world.unreachable.has(remote)) throw new TypeError('fetch failed');
        return originAnswer(remote, url.pathname);
      }
      if (url.origin === new URL(settings.shellUrl).origin) {
        const preview = previewOf(headers.get('cookie') ?? undefined);
        world.requests.push({ url: url.href, ...(preview ? { preview } : {}) });
        if (!world.shell.reachable) throw new TypeError('fetch failed');
        return shellAnswer(url.pathname, preview);
      }
      throw new TypeError(`fetch failed: nothing fake at ${url.href}`);
    },
  };

  function descriptorOf(build: FakeBuild) {
    return {
      remote: build.remote,
      version: build.version,
      packageVersion: build.version.split('-')[0],
      builtAt: build.builtAt ?? '2026-11-20T08:00:00.000Z',
    };
  }

  function originAnswer(remote: RemoteName, pathname: string): Response {
    if (pathname === '/release.json') {
      const version = world.servedAtRoot[remote];
      const build = version && world.builds.get(`${remote}@${version}`);
      return build ? json(descriptorOf(build)) : notFound();
    }
    const match = /^\/releases\/([^/]+)\/(.+)$/.exec(pathname);
    const build = match && world.builds.get(`${remote}@${match[1]}`);
    if (!build) return notFound();
    if (match[2] === 'release.json') return json(descriptorOf(build));
    if (match[2] === 'mf-manifest.json') return json(fakeManifest(build));
    if (match[2] === 'ssr/remoteEntry.js') return new Response(fakeServerEntry(build));
    return notFound();
  }

  function shellAnswer(pathname: string, preview: PreviewClaims | undefined): Response {
    if (pathname === '/healthz/federation') return json(world.shell.federation);
    const page = world.shell.pages.get(pathname) ?? {};
    const versions = page.ignoresPreview ? {} : (preview?.versions ?? {});
    const named = Object.entries(versions).map(([remote, version]) => `${remote}=${version}`);
    const headers = new Headers({ 'content-type': 'text/html' });
    if (named.length > 0) headers.set(RELEASE_VERSIONS_HEADER, named.join(', '));
    if (page.fallbacks) headers.set(RELEASE_FALLBACKS_HEADER, page.fallbacks);
    return new Response('<!doctype html><title>page</title>', { status: page.status ?? 200, headers });
  }

  return world;
}

export const V1 = '1.0.0-aaaaaaaaaa';
export const V2 = '1.0.1-bbbbbbbbbb';
export const V3 = '1.1.0-cccccccccc';

/** The real app on a temp data dir (test-app.ts) whose registry reaches a fresh fake world. */
export async function createReleaseTestApp(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const world = createFakeReleaseWorld();
  const testApp = await createTestApp({ releases: TEST_RELEASE_SETTINGS, fetch: world.fetch, ...overrides });
  /** The registry as another API instance on the same store would have it (for setting the scene). */
  const registry = createReleaseRegistry({
    store: testApp.store,
    settings: TEST_RELEASE_SETTINGS,
    fetch: world.fetch,
    clock: () => testApp.clock.now,
  });
  return { ...testApp, world, registry };
}

/** Publishes builds of `remote` and makes the first live, through the registry, by the machine token. */
export async function withLiveVersion(
  registry: ReleaseRegistry,
  world: FakeReleaseWorld,
  remote: RemoteName,
  live: string,
  ...others: string[]
): Promise<void> {
  for (const version of [live, ...others]) {
    world.build({ remote, version });
    await registry.publish(remote, version, ADMIN_TOKEN_CHANGER);
  }
  await registry.promote(remote, live, ADMIN_TOKEN_CHANGER);
}
