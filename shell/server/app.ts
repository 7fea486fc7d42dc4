/**
 * The shell's server: every page rendered on the server with its data, the built files, the
 * site's public files (icons, robots.txt...), sitemap.xml, security.txt, and `/api` and the job
 * feeds proxied to the API, so the browser talks to one origin.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import { REQUEST_TIMEOUT_MS } from 'contracts';
import { brand } from 'contracts/brand';
import { JOB_FEEDS } from 'contracts/careers-rules';
import type { RemoteRegistry } from 'contracts/federation';
import { isInterviewPath } from 'contracts/interview-booking';
import { DEFAULT_LOCALE, LOCALE_COOKIE, pathInLocale, SUPPORTED_LOCALES } from 'contracts/languages';
import {
  RELEASE_BUCKET_COOKIE,
  RELEASE_BUCKET_MAX_AGE_S,
  RELEASE_FALLBACKS_HEADER,
  RELEASE_PREVIEW_COOKIE,
  RELEASE_SIDE_HEADER,
  RELEASE_VERSIONS_HEADER,
  type ShellFederation,
} from 'contracts/releases';
import { isStaffPath, STAFF_PATH } from 'contracts/staff-rules';
import { STORY_FEEDS } from 'contracts/story-rules';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { loggableRequest } from 'server-common/request-log';
import { policyHeaders, refusedRequestHandlers } from 'server-common/security-headers';
import { PAGE_TOKEN_MAX_AGE_S, signPageToken } from 'server-common/shell-reports';
import { isHashedBuildFile, REVALIDATE, registerSecurityHeaders, registerStaticFiles } from 'static-server';
import { Registry, registerHttpMetrics, routePattern } from 'telemetry/metrics';
import { type Tracing, traceIds } from 'telemetry/tracing';
import { REMEMBER_LOCALE_ATTRIBUTE } from '../src/layout/remember-locale';
import { API_UNREACHABLE_MESSAGE, registerApiProxy } from './api-proxy';
import { DEFAULT_MAX_CONCURRENT_RENDERS, type TrustProxy } from './config';
import { ERROR_PAGE_POLICY, errorBody, sendError } from './error-page';
import { HEALTH_PATH, registerHealthRoute } from './health';
import { createShellMetrics, REFUSED_ROUTE, type ShellMetrics } from './metrics';
import { negotiateLocale } from './negotiate-locale';
import { pageEncoding } from './page-encoding';
import {
  hasCanary,
  newBucket,
  type PickedReleases,
  parseBucket,
  pickReleases,
  type ReleaseFeedFollower,
  verifyPreview,
} from './release-feed';
import type { HealthReporter } from './release-health';
import type { RenderPool } from './render-pool';
import { createRenderQueue, REFUSED } from './render-queue';
import type { RenderedPage } from './renderer';

/** A refused page is asked again after this (seconds): about twice the longest wait the queue admits. */
const RETRY_AFTER_S = '2';
/**
 * A complete page is the same for every visitor: a shared cache (the front server) may keep it
 * for a second and answer from it while it asks again, so a release shows within about a
 * second; browsers revalidate it every time.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1';
/** A page with a part that fell back, an error, or a refusal must not be kept by anyone. */
export const UNCACHEABLE = 'no-store';
/** Statuses of a complete page a shared cache may keep. */
const CACHEABLE_PAGE_STATUSES = new Set([200, 404, 410]);
/** Where a static page's Speculation-Rules header points (islands/islands.ts). */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';
const OPENER_POLICY_HEADER = 'cross-origin-opener-policy';

/**
 * Prerender the site's page a visitor points at (200 ms), presses or focuses ("moderate"), which
 * makes a static page's plain link as quick as the app's routing was; never the staff console,
 * the API, a file or the language switch.
 */
export const SPECULATION_RULES = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: `${STAFF_PATH}{/*}?` } },
          { not: { href_matches: '/api/*' } },
          { not: { href_matches: '/*.*' } },
          // The language switch sets its cookie on the click, after a prerender of `/` would have
          // read the old one and been sent to the other language.
          { not: { selector_matches: `[${REMEMBER_LOCALE_ATTRIBUTE}]` } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

/** security.txt must expire (RFC 9116); it is renewed on every request, so this is its horizon. */
const SECURITY_TXT_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;

export interface ShellServerOptions {
  /** The shell's build: hashed files, and its server renderer's file list. */
  distDir: string;
  /** Files served as they are, at the site's root (favicons, robots.txt, the web app manifest). */
  publicDir: string;
  apiUrl: string;
  /** Where browsers reach each remote (its manifest): the origins the pages' security policy allows. */
  registry: RemoteRegistry;
  renderer: Pick<RenderPool, 'render' | 'threads' | 'sitemap' | 'routes'>;
  /** The release registry as this process last read it: which version of each remote a page gets (none: every remote falls back). */
  releases?: Pick<ReleaseFeedFollower, 'current'>;
  /** Where the renders of live and canary versions are counted. */
  releaseHealth?: Pick<HealthReporter, 'count'>;
  /** `RELEASE_REPORT_KEY`: signs each page's token for its error beacons (none without it). */
  releaseReportKey?: string | undefined;
  /** The shared singletons the shell provides, and their versions (its build's `ssr-assets.json`). */
  shared?: Record<string, string>;
  /** `TRUST_PROXY` (default: nobody), `EXPOSE_ADMIN` (default: hidden): see api-proxy.ts. */
  trustProxy?: TrustProxy;
  exposeAdmin?: boolean;
  /** `HSTS=true`: the site is served over HTTPS. */
  hsts?: boolean;
  /** `MAX_CONCURRENT_RENDERS` (default 8): renders at once; the other pages wait, or are refused past the deadline. */
  maxConcurrentRenders?: number;
  logger?: boolean;
  /** Where the server's metrics are kept (main.ts serves them on the metrics port); default: a registry of its own. */
  metricsRegistry?: Registry;
  /** Request spans (telemetry/tracing), registered before anything else; default: none. */
  tracing?: Tracing;
}

export function contentSecurityPolicy(registry: RemoteRegistry): string {
  const remotes = [...new Set(Object.values(registry).map((url) => new URL(url).origin))].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `connect-src 'self' ${remotes}`,
    `img-src 'self' data: ${remotes}`,
    `font-src 'self' ${remotes}`,
    // The application form previews a chosen PDF in the browser's own viewer, from a blob URL.
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function robotsTxt(): string {
  // Apply pages are crawlable so that their noindex is seen; the API is not a page.
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${new URL('/sitemap.xml', brand.siteUrl).href}`, ''].join(
    '\n',
  );
}

/**
 * The job feeds at the site's paths, each in the languages it is written in, and the API's path
 * that answers it (api/src/routes/careers/feeds.ts), with its type, ETag and cache rule.
 */
export function jobFeedAliases(): Record<string, string> {
  return Object.fromEntries(
    Object.values(JOB_FEEDS).flatMap(({ path, localized }) =>
      (localized ? SUPPORTED_LOCALES : [DEFAULT_LOCALE]).map((locale) => [
        pathInLocale(path, locale),
        `/api${path}?lang=${locale}`,
      ]),
    ),
  );
}

/** The stories' feeds at the site's paths, in both languages, and the API's path that answers each. */
export function storyFeedAliases(): Record<string, string> {
  return Object.fromEntries(
    Object.values(STORY_FEEDS).flatMap(({ path, apiPath }) =>
      SUPPORTED_LOCALES.map((locale) => [pathInLocale(path, locale), `${apiPath}?lang=${locale}`]),
    ),
  );
}

/** The web app manifest: the name, colours and icons a browser uses when the site is installed. */
export function webAppManifest() {
  return {
    name: brand.name,
    short_name: brand.shortName,
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: brand.themeColor,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}

export function securityTxt(now: Date): string {
  return [
    `Contact: mailto:${brand.securityEmail}`,
    `Expires: ${new Date(now.getTime() + SECURITY_TXT_LIFETIME_MS).toISOString()}`,
    'Preferred-Languages: en',
    `Canonical: ${new URL('/.well-known/security.txt', brand.siteUrl).href}`,
    `Policy: ${new URL('/security', brand.siteUrl).href}`,
    '',
  ].join('\n');
}

/** What the shell publishes: its hashed build files and the site's public files; never a build report or its renderer. */
export function shellPublicFiles(publicDir: string): (urlPath: string) => boolean {
  const publicFiles = new Set(readdirSync(publicDir).map((file) => `/${file}`));
  return (urlPath) => isHashedBuildFile(urlPath) || publicFiles.has(urlPath);
}

/**
 * The request's URL with its target as a path of ours: `new URL(target, base)` would read
 * `//evil.example/careers` (or `/\evil.example`) as another host and give `/careers`.
 */
const requestUrl = (request: FastifyRequest) => new URL(`http://shell.internal${request.url}`);

/** The files of the site that are not pages: robots.txt, the manifest, security.txt, the sitemap, the built files. */
async function registerSiteFiles(
  app: FastifyInstance,
  renderer: ShellServerOptions['renderer'],
  { distDir, publicDir }: Pick<ShellServerOptions, 'distDir' | 'publicDir'>,
) {
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', REVALIDATE).send(robotsTxt()),
  );
  app.get('/site.webmanifest', async (_request, reply) =>
    reply.type('application/manifest+json').header('Cache-Control', REVALIDATE).send(webAppManifest()),
  );
  app.get(SPECULATION_RULES_PATH, async (_request, reply) =>
    reply.type('application/speculationrules+json').header('Cache-Control', REVALIDATE).send(SPECULATION_RULES),
  );
  app.get('/.well-known/security.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', REVALIDATE).send(securityTxt(new Date())),
  );
  app.get('/sitemap.xml', async (request, reply) => {
    try {
      const sitemap = await renderer.sitemap();
      return reply.type('application/xml; charset=utf-8').header('Cache-Control', REVALIDATE).send(sitemap);
    } catch (error) {
      request.log.error({ err: error }, 'the sitemap could not list the jobs');
      return reply.code(503).header('Retry-After', '60').send({ message: API_UNREACHABLE_MESSAGE });
    }
  });

  await registerStaticFiles(app, {
    root: [distDir, publicDir],
    allowedOrigins: [],
    isPublic: shellPublicFiles(publicDir),
    routePerFile: { except: ['index.html'] },
  });
}

interface PageSenderOptions extends Pick<ShellServerOptions, 'renderer' | 'releaseReportKey'> {
  releases: NonNullable<ShellServerOptions['releases']>;
  releaseHealth: NonNullable<ShellServerOptions['releaseHealth']>;
  metrics: ShellMetrics;
  /** Where each page's route pattern is noted for the request metrics. */
  pageRoutes: WeakMap<FastifyRequest, string>;
  csp: string;
  renders: ReturnType<typeof createRenderQueue>;
}

/** A staff page is one person's console, an interview booking one candidate's. */
function isPersonalPage(pathname: string): boolean {
  return isStaffPath(pathname) || isInterviewPath(pathname);
}

/** Renders a page with the versions picked for its visitor, within the render queue, and sends it with its headers. */
/**
 * The token a page's error beacons carry (server-common/shell-reports): the versions picked for its
 * visitor, signed. None for a preview: a staff member's trial says nothing of a rollout.
 */
function pageReportToken(picked: PickedReleases, key: string | undefined): string | undefined {
  if (!key || picked.side === 'preview') return undefined;
  const versions = Object.fromEntries(Object.entries(picked.releases).map(([remote, pinned]) => [remote, pinned.version]));
  return signPageToken({ versions, exp: Math.floor(Date.now() / 1000) + PAGE_TOKEN_MAX_AGE_S }, key);
}

function countRemoteRenders(metrics: ShellMetrics, remotes: RenderedPage['remotes']) {
  for (const { remote, version, failed, fellBack } of remotes) {
    const labels = { remote, version: version ?? 'none' };
    metrics.remoteRenders.inc(labels);
    if (fellBack) metrics.remoteFallbacks.inc(labels);
    else if (failed) metrics.remoteRenderErrors.inc(labels);
  }
}

function pageSender(options: PageSenderOptions) {
  const { renderer, releases, releaseHealth, releaseReportKey, metrics, pageRoutes, csp, renders } = options;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const url = requestUrl(request);
    const feed = releases.current();
    let bucket = parseBucket(request.cookies[RELEASE_BUCKET_COOKIE]);
    const newVisitor = bucket === undefined && hasCanary(feed);
    if (newVisitor) bucket = newBucket();
    const preview = verifyPreview(request.cookies[RELEASE_PREVIEW_COOKIE], feed);
    const picked = pickReleases(feed, bucket, preview);
    const reportToken = pageReportToken(picked, releaseReportKey);
    // A page whose visitor has gone while it waited is not rendered. (Listened to only while it
    // waits: an abort makes an exception, with its stack, for every page otherwise.)
    const left = new AbortController();
    const leave = () => left.abort();
    reply.raw.once('close', leave);
    const page = await renders.run(async () => {
      metrics.rendersInProgress.inc();
      try {
        return await renderer.render(url, picked.releases, pageEncoding(request.headers['accept-encoding']), reportToken);
      } finally {
        metrics.rendersInProgress.dec();
      }
    }, left.signal);
    reply.raw.off('close', leave);
    // Refused at once past the deadline: the visitor (or the front server, which has a copy) tries again.
    if (page === REFUSED) {
      metrics.renderRefusals.inc();
      pageRoutes.set(request, REFUSED_ROUTE);
      return sendError(request, reply.header('Retry-After', RETRY_AFTER_S), 503);
    }
    metrics.renderDuration.observe({ route: page.route }, page.renderMs / 1000);
    pageRoutes.set(request, page.route);
    countRemoteRenders(metrics, page.remotes);
    if (newVisitor) {
      reply.setCookie(RELEASE_BUCKET_COOKIE, String(bucket), {
        path: '/',
        maxAge: RELEASE_BUCKET_MAX_AGE_S,
        httpOnly: true,
        secure: true,
        sameSite: 'lax',
      });
    }
    // A preview is a staff member's trial (or the gate's, maybe before this process knows the
    // version): it says nothing of how a version fares with visitors.
    if (!preview) {
      releaseHealth.count(page.remotes.flatMap(({ remote, version, failed }) => (version ? [{ remote, version, failed }] : [])));
    }
    // A personal page, a preview (one staff member's) or a page that gives the visitor their
    // bucket (theirs alone) is never kept by the front server or a browser.
    const cacheable =
      page.complete &&
      CACHEABLE_PAGE_STATUSES.has(page.status) &&
      !isPersonalPage(url.pathname) &&
      picked.side !== 'preview' &&
      !newVisitor;
    const versions = page.remotes.flatMap(({ remote, version }) => (version ? [`${remote}=${version}`] : []));
    if (page.failedModules.length > 0) reply.header(RELEASE_FALLBACKS_HEADER, page.failedModules.join(', '));
    // A page whose data the API could not give (a job's): the visitor, or a crawler, tries again later.
    if (page.status === 503) reply.header('Retry-After', RETRY_AFTER_S);
    // Compressed by the render thread (page-encoding.ts); the home page varies by language too.
    if (page.encoding !== 'identity') reply.header('Content-Encoding', page.encoding);
    // A public page holds nothing of its visitor's for a window that opens it to learn. There,
    // Cross-Origin-Opener-Policy would only make the browser start a renderer process for the
    // page once its answer arrived (docs/decisions.md, "Server rendering"); the console keeps it.
    if (!isStaffPath(url.pathname)) reply.raw.removeHeader(OPENER_POLICY_HEADER);
    // A static page's links are page loads: the browser prerenders the one the visitor points at.
    if (page.staticPage) reply.header('Speculation-Rules', `"${SPECULATION_RULES_PATH}"`);
    const vary = reply.getHeader('Vary');
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', cacheable ? PAGE_CACHE_CONTROL : UNCACHEABLE)
      .header('Content-Security-Policy', csp)
      .header(RELEASE_VERSIONS_HEADER, versions.join(', '))
      .header(RELEASE_SIDE_HEADER, picked.side)
      .header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
      .send(Buffer.from(page.body.buffer, page.body.byteOffset, page.body.byteLength));
  };
}

function registerPageRoutes(app: FastifyInstance, sendPage: ReturnType<typeof pageSender>) {
  app.get('/index.html', (_request, reply) => reply.redirect('/'));
  // Only the home page negotiates: a visitor whose language is Arabic (or who chose it) is sent
  // to /ar. A cache keeps one copy per language header and cookie.
  app.get('/', (request, reply) => {
    reply.header('Vary', 'Accept-Language, Cookie');
    const locale = negotiateLocale(request.cookies[LOCALE_COOKIE], request.headers['accept-language']);
    if (locale === DEFAULT_LOCALE) return sendPage(request, reply);
    return reply.header('Cache-Control', UNCACHEABLE).redirect(`${pathInLocale('/', locale)}${requestUrl(request).search}`, 302);
  });
  // Every other GET is a page: the route table decides, the 404 page included. A missing file
  // (a name with an extension) is a plain 404, never a page in its place; so is a path that
  // starts with `//`, which a browser or a cache would read as another host.
  app.get('/*', (request, reply) => {
    const { pathname } = requestUrl(request);
    return pathname.startsWith('//') || path.extname(pathname) ? sendError(request, reply, 404) : sendPage(request, reply);
  });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 404));
}

export async function buildShellServer({
  distDir,
  publicDir,
  apiUrl,
  registry,
  renderer,
  releases = { current: () => undefined },
  releaseHealth = { count: () => undefined },
  releaseReportKey,
  shared = {},
  trustProxy,
  exposeAdmin,
  hsts = false,
  maxConcurrentRenders = DEFAULT_MAX_CONCURRENT_RENDERS,
  logger = false,
  metricsRegistry = new Registry(),
  tracing,
}: ShellServerOptions): Promise<FastifyInstance> {
  const refusals = refusedRequestHandlers(
    { ...policyHeaders({ hsts }), 'content-security-policy': ERROR_PAGE_POLICY },
    errorBody,
  );
  // A client gets as long as the API gives a whole request (an upload on a slow line), no longer.
  const app = Fastify({
    // A log is out of an erasure's reach: no client address, a console page's query values hidden.
    // Each line carries the trace and span ids of the request it is written for.
    logger: logger && { serializers: { req: loggableRequest }, mixin: traceIds },
    trustProxy: false,
    requestTimeout: REQUEST_TIMEOUT_MS,
    ...refusals,
  });
  await tracing?.register(app);
  const csp = contentSecurityPolicy(registry);
  const metrics: ShellMetrics = createShellMetrics(metricsRegistry);
  // A page's requests are labelled with its route's pattern, not the catch-all route that served it.
  const pageRoutes = new WeakMap<FastifyRequest, string>();
  registerHttpMetrics(app, metricsRegistry, { routeOf: (request) => pageRoutes.get(request) ?? routePattern(request) });

  // Only an origin-form target (`/path?query`) and one well-formed Host are taken: an absolute
  // URL or `*` would be judged here by one path and read by the API as another.
  registerSecurityHeaders(app, { hsts }, (request, reply) => sendError(request, reply, 400));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    request.log.error({ err: error }, 'request failed');
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    return sendError(request, reply, status);
  });
  registerApiProxy(app, {
    apiUrl,
    trustProxy,
    exposeAdmin,
    traced: tracing !== undefined,
    onError: () => metrics.proxyErrors.inc(),
    aliases: { ...jobFeedAliases(), ...storyFeedAliases() },
  });
  registerHealthRoute(app);
  await app.register(fastifyCookie);
  // What the release gate checks a version against: nothing secret, the browser sees as much.
  app.get(`${HEALTH_PATH}/federation`, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ shared, routes: await renderer.routes() } satisfies ShellFederation),
  );

  await registerSiteFiles(app, renderer, { distDir, publicDir });

  const sendPage = pageSender({
    renderer,
    releases,
    releaseHealth,
    releaseReportKey,
    metrics,
    pageRoutes,
    csp,
    renders: createRenderQueue({ limit: maxConcurrentRenders, threads: renderer.threads }),
  });
  registerPageRoutes(app, sendPage);
  return app;
}
