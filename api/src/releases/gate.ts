/**
 * The contract gate: whether a version of a remote fits the shell that will load it. Three
 * checks, each with the reason it failed (or what it saw):
 * - exposes: the version's browser manifest (its pinned bytes) exposes every module contracts list;
 * - shared: each shared singleton it needs is satisfied by the version the shell provides;
 * - render: a shell server renders each page of the remote with that version (a preview cookie
 *   asks for it), answering 200, naming the version, with no part fallen back.
 */
import { REMOTES, type RemoteName, SHARED_SINGLETONS } from 'contracts/federation';
import {
  type GateResult,
  type PreviewClaims,
  type PublishedVersion,
  RELEASE_FALLBACKS_HEADER,
  RELEASE_PREVIEW_COOKIE,
  RELEASE_VERSIONS_HEADER,
  releasePath,
  type ShellFederation,
  shellFederationSchema,
} from 'contracts/releases';
import semver from 'semver';
import { z } from 'zod';
import { type Fetch, FetchFailed, fetchBytes, fetchFile, fetchJson, sha256Hex } from './fetch-file';

export const MANIFEST_FILE = 'mf-manifest.json';
export const SHELL_FEDERATION_PATH = '/healthz/federation';
/** A render preview cookie lives this long: the gate's requests only. */
export const GATE_PREVIEW_TTL_S = 60;
/** A trailing `*` of a route pattern (`/staff/*`) is rendered as this page. */
export const WILDCARD_PAGE = 'sign-in';
/**
 * Asked again this often before failing: the shell's servers follow the feed every 250 ms, so a
 * version published a moment ago may not have reached the one answering (it renders live), and a
 * busy server may answer 503 or give up on a version it is still loading. A fault of the version
 * itself answers the same every time.
 */
export const RENDER_ATTEMPTS = 4;
export const RENDER_RETRY_DELAY_MS = 300;

type GateCheck = GateResult['checks'][number];
type ManifestRead = { manifest: GateManifest } | { problem: string };
type FederationRead = { federation: ShellFederation } | { problem: string };

const MANIFEST_SKIP = 'skipped: the manifest of the version could not be checked';

/** The parts of `mf-manifest.json` the gate reads. */
const manifestSchema = z.object({
  exposes: z.array(z.object({ name: z.string().optional(), path: z.string().optional() })).default([]),
  shared: z
    .array(z.object({ name: z.string(), requiredVersion: z.union([z.string(), z.literal(false)]).optional() }))
    .default([]),
});
export type GateManifest = z.infer<typeof manifestSchema>;

/** What a route's params are filled with: an open job's slug, a service's id, a published story's slug. */
export interface RouteValues {
  jobSlug: string | undefined;
  serviceId: string | undefined;
  storySlug?: string | undefined;
}

export interface GateContext {
  remote: RemoteName;
  version: PublishedVersion;
  /** Where the API reaches the remote's origin and a shell server. */
  origin: string;
  shellUrl: string;
  fetch: Fetch;
  now: Date;
  routeValues: RouteValues;
  /** Signs a preview token for these claims. */
  signPreview: (claims: PreviewClaims) => Promise<string>;
  sleep?: (ms: number) => Promise<void>;
}

export async function runGate(context: GateContext): Promise<GateResult> {
  const manifest = await readManifest(context);
  const federation = await readShellFederation(context);
  const exposes = 'problem' in manifest ? failed('exposes', manifest.problem) : checkExposes(context.remote, manifest.manifest);
  const shared = sharedCheck(manifest, federation);
  const render =
    'problem' in manifest
      ? failed('render', MANIFEST_SKIP)
      : 'problem' in federation
        ? failed('render', 'skipped: the federation of the shell could not be read')
        : await checkRender(context, federation.federation.routes[context.remote] ?? []);
  const checks = [exposes, shared, render];
  return { passed: checks.every((check) => check.passed), at: context.now.toISOString(), checks };
}

function sharedCheck(manifest: ManifestRead, federation: FederationRead): GateCheck {
  if ('problem' in manifest) return failed('shared', MANIFEST_SKIP);
  if ('problem' in federation) return failed('shared', federation.problem);
  return checkShared(manifest.manifest, federation.federation.shared);
}

/** The failed checks, for a history event or a refusal: `exposes: missing ./JobPage; render: …`. */
export function failedChecksSummary(gate: GateResult): string {
  return gate.checks
    .filter((check) => !check.passed)
    .map((check) => `${check.check}: ${check.detail}`)
    .join('; ');
}

const failed = (check: GateCheck['check'], detail: string): GateCheck => ({ check, passed: false, detail });

async function readManifest({ remote, version, origin, fetch }: GateContext): Promise<ManifestRead> {
  const url = `${origin}${releasePath(version.version, MANIFEST_FILE)}`;
  try {
    const bytes = await fetchBytes(fetch, url);
    if (sha256Hex(bytes) !== version.manifestSha256) {
      return { problem: `the origin of ${remote} serves a ${MANIFEST_FILE} that does not match its pin` };
    }
    const parsed = manifestSchema.safeParse(JSON.parse(bytes.toString('utf8')));
    if (!parsed.success) return { problem: `${MANIFEST_FILE} is not a federation manifest` };
    return { manifest: parsed.data };
  } catch (error) {
    if (error instanceof SyntaxError) return { problem: `${MANIFEST_FILE} is not JSON` };
    if (error instanceof FetchFailed) return { problem: `${url} ${error.message}` };
    throw error;
  }
}

async function readShellFederation({ shellUrl, fetch }: GateContext): Promise<FederationRead> {
  const url = `${shellUrl}${SHELL_FEDERATION_PATH}`;
  try {
    const parsed = shellFederationSchema.safeParse(await fetchJson(fetch, url));
    return parsed.success ? { federation: parsed.data } : { problem: `${url} did not describe the federation of the shell` };
  } catch (error) {
    if (error instanceof FetchFailed) return { problem: `the shell (${url}) ${error.message}` };
    throw error;
  }
}

/** Every module contracts list for the remote is in the manifest (`./JobPage` as path, or `JobPage` as name). */
export function checkExposes(remote: RemoteName, manifest: GateManifest): GateCheck {
  const exposed = new Set(manifest.exposes.flatMap(({ name, path }) => [path, name && `./${name}`].filter(Boolean)));
  const required: readonly string[] = REMOTES[remote].exposes;
  const missing = required.filter((module) => !exposed.has(module));
  return missing.length > 0
    ? failed('exposes', `missing ${missing.join(', ')}`)
    : { check: 'exposes', passed: true, detail: `exposes ${required.join(', ')}` };
}

/** Each shared singleton of the manifest needs a version range the shell's version satisfies. */
export function checkShared(manifest: GateManifest, provided: Record<string, string>): GateCheck {
  const singletons: readonly string[] = SHARED_SINGLETONS;
  const needs = manifest.shared.filter(({ name }) => singletons.includes(name));
  const problems: string[] = [];
  const fits: string[] = [];
  for (const { name, requiredVersion } of needs) {
    const shellVersion = provided[name];
    if (!requiredVersion || requiredVersion === '*') fits.push(`${name} (any)`);
    else if (!semver.validRange(requiredVersion))
      problems.push(`${name} needs "${requiredVersion}", which is not a version range`);
    else if (!shellVersion) problems.push(`${name} needs ${requiredVersion}, the shell provides none`);
    else if (!semver.satisfies(shellVersion, requiredVersion)) {
      problems.push(`${name} needs ${requiredVersion}, the shell provides ${shellVersion}`);
    } else fits.push(`${name} ${requiredVersion} (shell ${shellVersion})`);
  }
  if (problems.length > 0) return failed('shared', problems.join('; '));
  return { check: 'shared', passed: true, detail: fits.length > 0 ? fits.join(', ') : 'shares no singleton' };
}

/**
 * A well-formed interview link no one was sent (a real one names a candidate): the booking page
 * renders its not-found state, whose 404 the gate takes as rendered.
 */
export const GATE_INTERVIEW_TOKEN = 'release-gate-sample-interview-link';

/** A route pattern with its params filled, or why it cannot be (`/careers/:slug` -> `/careers/senior-analyst`). */
export function fillRoute(
  pattern: string,
  { jobSlug, serviceId, storySlug }: RouteValues,
): { path: string } | { problem: string } {
  const slug = pattern.startsWith('/news/') ? storySlug : jobSlug;
  const values: Record<string, string | undefined> = { slug, jobId: jobSlug, serviceId, token: GATE_INTERVIEW_TOKEN };
  const missing: string[] = [];
  const path = pattern.replace(/\*$/, WILDCARD_PAGE).replace(/:([A-Za-z][A-Za-z0-9]*)/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) missing.push(whole);
    return encodeURIComponent(value ?? '');
  });
  return missing.length > 0 ? { problem: `nothing to fill ${missing.join(', ')} of ${pattern} with` } : { path };
}

/** The versions a page names (`mfe_careers=1.0.0-…, mfe_contact=…`), by remote. */
export function renderedVersions(header: string | null): Record<string, string> {
  return Object.fromEntries(
    (header ?? '')
      .split(',')
      .map((pair) => pair.trim().split('='))
      .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== '' && pair[1] !== ''),
  );
}

async function checkRender(context: GateContext, patterns: string[]): Promise<GateCheck> {
  const { remote, version } = context;
  if (patterns.length === 0) return failed('render', `the shell names no page of ${remote} to render`);
  const filled = patterns.map((pattern) => fillRoute(pattern, context.routeValues));
  const unfillable = filled.flatMap((route) => ('problem' in route ? [route.problem] : []));
  if (unfillable.length > 0) return failed('render', unfillable.join('; '));
  const paths = filled.flatMap((route) => ('path' in route ? [route.path] : []));

  const token = await context.signPreview({
    versions: { [remote]: version.version },
    exp: Math.floor(context.now.getTime() / 1000) + GATE_PREVIEW_TTL_S,
  });
  const problems = (await Promise.all(paths.map((path) => renderProblem(context, path, token)))).filter(
    (problem): problem is string => problem !== undefined,
  );
  return problems.length > 0
    ? failed('render', problems.join('; '))
    : { check: 'render', passed: true, detail: `rendered ${paths.join(', ')} with ${version.version}` };
}

/** What is wrong with one page rendered with the version, or undefined when nothing is. */
async function renderProblem(context: GateContext, path: string, token: string): Promise<string | undefined> {
  const { remote, version, shellUrl, fetch } = context;
  const sleep = context.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  let problem: string | undefined;
  for (let attempt = 1; attempt <= RENDER_ATTEMPTS; attempt += 1) {
    let response: Response;
    try {
      response = await fetchFile(fetch, `${shellUrl}${path}`, { headers: { cookie: `${RELEASE_PREVIEW_COOKIE}=${token}` } });
      await response.arrayBuffer().catch(() => undefined);
    } catch (error) {
      if (error instanceof FetchFailed) return `${path} ${error.message}`;
      throw error;
    }
    const expected = path.includes(GATE_INTERVIEW_TOKEN) ? 404 : 200;
    if (response.status !== expected && response.status !== 503) return `${path} answered ${response.status}`;
    const fallbacks = response.headers.get(RELEASE_FALLBACKS_HEADER);
    const rendered = renderedVersions(response.headers.get(RELEASE_VERSIONS_HEADER))[remote];
    if (response.status === 503) problem = `${path} answered 503`;
    else if (fallbacks) problem = `${path} fell back: ${fallbacks}`;
    else if (rendered === version.version) return undefined;
    else problem = `${path} was rendered with ${rendered ? `${remote}=${rendered}` : `no version of ${remote}`}`;
    if (attempt < RENDER_ATTEMPTS) await sleep(RENDER_RETRY_DELAY_MS);
  }
  return problem;
}
