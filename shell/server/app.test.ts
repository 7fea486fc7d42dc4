/** @jest-environment node */
import { generateKeyPairSync, sign } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { brand } from 'contracts/brand';
import { SHELL_SSR_BUNDLE, SSR_BUILD_DIR } from 'contracts/federation';
import type { ReleaseFeed } from 'contracts/releases';
import Fastify, { type FastifyInstance } from 'fastify';
import { HSTS_MAX_AGE_SECONDS, PERMISSIONS_POLICY, REFERRER_POLICY } from 'server-common/security-headers';
import { verifyPageToken } from 'server-common/shell-reports';
import { API_UNREACHABLE_MESSAGE } from './api-proxy';
import { buildShellServer, PAGE_CACHE_CONTROL, type ShellServerOptions } from './app';
import { encodePage, type PageEncoding } from './page-encoding';
import { RENDER_WAIT_DEADLINE_MS } from './render-queue';
import type { PageReleases } from './renderer';

const registry = {
  mfe_marketing: 'http://localhost:3001/mf-manifest.json',
  mfe_careers: 'http://localhost:3002/mf-manifest.json',
  mfe_contact: 'http://localhost:3003/mf-manifest.json',
  mfe_staff: 'http://localhost:3004/mf-manifest.json',
};

/** Answers 404 for /no-such-page, 503 for /api-down, a fallen-back part on /part-failed, 200 otherwise, naming the URL it rendered. */
const renderer: ShellServerOptions['renderer'] = {
  render: async (url, releases, encoding) => ({
    ...encodePage(
      {
        status: { '/no-such-page': 404, '/api-down': 503 }[url.pathname] ?? 200,
        html: `<!DOCTYPE html><html><body><h1>Rendered ${url.pathname}${url.search}</h1>${'<p>Content</p>'.repeat(100)}</body></html>`,
        complete: url.pathname !== '/part-failed',
        modules: ['mfe_careers/CareersPage'],
        failedModules: url.pathname === '/part-failed' ? ['mfe_careers/CareersPage'] : [],
        fallbackModules: [],
        lateModules: [],
        route: url.pathname === '/no-such-page' ? '/*' : '/careers/:slug',
        staticPage: url.pathname === '/about',
        remotes: [
          {
            remote: 'mfe_careers',
            version: releases.mfe_careers?.version,
            failed: url.pathname === '/part-failed',
            fellBack: false,
          },
        ],
      },
      encoding,
      performance.now(),
    ),
    threadMs: 1,
  }),
  threads: 1,
  sitemap: async () => '<?xml version="1.0"?><urlset/>',
  routes: async () => ({ mfe_careers: ['/careers', '/careers/:slug'] }),
};

let api: FastifyInstance;
let distDir: string;
let publicDir: string;
let shell: FastifyInstance;

function shellServer(overrides: Partial<ShellServerOptions> = {}) {
  const apiAddress = api.server.address() as { port: number };
  return buildShellServer({
    distDir,
    publicDir,
    apiUrl: `http://127.0.0.1:${apiAddress.port}`,
    registry,
    renderer,
    ...overrides,
  });
}

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  publicDir = mkdtempSync(path.join(tmpdir(), 'shell-public-'));
  writeFileSync(path.join(distDir, 'main.0123456789.js'), 'console.log(1)');
  for (const report of ['ssr-assets.json', 'mf-stats.json', 'mf-manifest.json', 'index.html']) {
    for (const encoding of ['', '.gz', '.br']) writeFileSync(path.join(distDir, `${report}${encoding}`), '{}');
  }
  mkdirSync(path.join(distDir, SSR_BUILD_DIR));
  writeFileSync(path.join(distDir, SSR_BUILD_DIR, SHELL_SSR_BUNDLE), 'module.exports = {}');
  writeFileSync(path.join(publicDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  api = Fastify();
  api.get('/api/echo', async (request) => ({ forwardedFor: request.headers['x-forwarded-for'] ?? null }));
  api.get('/api/careers/feed.xml', async (request, reply) =>
    reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=0, s-maxage=1')
      .send(`<rss>${request.url}</rss>`),
  );
  api.get('/api/stories/feed.atom', async (request, reply) =>
    reply.type('application/atom+xml; charset=utf-8').send(`<feed>${request.url}</feed>`),
  );
  await api.listen({ port: 0, host: '127.0.0.1' });
  shell = await shellServer();
});

afterAll(async () => {
  await shell.close();
  await api.close();
});

test.each([
  ['/', 200],
  ['/careers?category=security', 200],
  ['/no-such-page', 404],
])('renders %s on the server with the status the renderer decided, and its security policy', async (url, status) => {
  const response = await shell.inject(url);
  expect(response.statusCode).toBe(status);
  expect(response.body).toContain(`<h1>Rendered ${url}</h1>`);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
  expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers['content-security-policy']).toContain(
    "script-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004",
  );
});

test.each([
  ['gzip, deflate, br', 'br', brotliDecompressSync],
  ['gzip', 'gzip', gunzipSync],
  [undefined, undefined, (body: Buffer) => body],
])('sends a page compressed as the browser accepts (%s): %s', async (acceptEncoding, encoding, decode) => {
  const response = await shell.inject({ url: '/culture', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
  expect(response.headers['content-encoding']).toBe(encoding);
  expect(String(response.headers.vary).split(', ')).toContain('Accept-Encoding');
  expect(decode(response.rawPayload).toString()).toContain('<h1>Rendered /culture</h1>');
});

test('the home page varies by language and by encoding', async () => {
  const response = await shell.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
  expect(response.headers['content-encoding']).toBe('br');
  expect(String(response.headers.vary).split(', ')).toEqual(
    expect.arrayContaining(['Accept-Language', 'Cookie', 'Accept-Encoding']),
  );
});

test('serves content-hashed files as immutable and public files as revalidated', async () => {
  const hashed = await shell.inject('/main.0123456789.js');
  expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(hashed.headers['x-content-type-options']).toBe('nosniff');
  const icon = await shell.inject('/favicon.svg');
  expect(icon.statusCode).toBe(200);
  expect(icon.headers['cache-control']).toBe('no-cache');
});

test.each([
  '/ssr/ssr.cjs',
  ...['ssr-assets.json', 'mf-stats.json', 'mf-manifest.json', 'index.html.gz', 'index.html.br'].flatMap((report) =>
    ['', '.gz', '.br'].map((encoding) => `/${report}${encoding}`),
  ),
  '/main.0123456789.js.br',
])('never publishes its renderer or a build report, in any encoding (%s)', async (url) => {
  for (const encoding of ['identity', 'gzip', 'br']) {
    const response = await shell.inject({ url, headers: { 'accept-encoding': encoding } });
    expect([url, encoding, response.statusCode]).toEqual([url, encoding, 404]);
  }
});

test.each([
  ['/part-failed', 200],
  ['/api-down', 503],
])('lets no cache keep a page with a part that fell back, or an error (%s)', async (url, status) => {
  const response = await shell.inject(url);
  expect([response.statusCode, response.headers['cache-control']]).toEqual([status, 'no-store']);
});

test.each(['/staff', '/staff/sign-in', '/staff/enquiries?status=new'])(
  'lets no cache keep a staff page, complete as it may be, and gives it the site policy (%s)',
  async (url) => {
    const response = await shell.inject(url);
    expect([response.statusCode, response.headers['cache-control']]).toEqual([200, 'no-store']);
    expect(response.headers['content-security-policy']).toBe((await shell.inject('/')).headers['content-security-policy']);
  },
);

test.each(['/careers/interview/a-signed-token-of-a-candidate', '/ar/careers/interview/a-signed-token-of-a-candidate'])(
  "lets no cache keep a candidate's interview booking page (%s)",
  async (url) => {
    expect((await shell.inject(url)).headers['cache-control']).toBe('no-store');
  },
);

test('still lets a cache keep a public page whose path only starts like the console (/staffing)', async () => {
  expect((await shell.inject('/staffing')).headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
});

test("sends the site's header policy on pages, files and the API's answers", async () => {
  for (const url of ['/staff/sign-in', '/main.0123456789.js', '/api/echo', '/no-such-file.js']) {
    const response = await shell.inject(url);
    expect([url, response.headers]).toMatchObject([
      url,
      {
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': REFERRER_POLICY,
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'permissions-policy': PERMISSIONS_POLICY,
      },
    ]);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  }
  const overHttps = await shellServer({ hsts: true });
  expect((await overHttps.inject('/')).headers['strict-transport-security']).toBe(
    `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
  );
  await overHttps.close();
});

test('sends a public page without Cross-Origin-Opener-Policy, and the rest of the policy', async () => {
  for (const url of ['/', '/careers', '/staffing']) {
    const { headers } = await shell.inject(url);
    expect([url, headers['cross-origin-opener-policy'], headers['x-frame-options']]).toEqual([url, undefined, 'DENY']);
  }
});

test("answers a failure with the site's error page for a browser and problem JSON otherwise, never the error's message", async () => {
  const failing = await shellServer({ renderer: { ...renderer, render: () => Promise.reject(new Error('secret detail')) } });
  const page = await failing.inject({ url: '/culture', headers: { accept: 'text/html,*/*' } });
  expect([page.statusCode, page.headers['content-type'], page.headers['cache-control']]).toEqual([
    500,
    'text/html; charset=utf-8',
    'no-store',
  ]);
  expect(page.body).toContain('Something went wrong on our side');
  expect(page.body).not.toContain('secret detail');
  const json = await failing.inject({ url: '/culture', headers: { accept: 'application/json' } });
  expect(json.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  expect(json.json()).toEqual({ type: 'about:blank', title: 'Internal Server Error', status: 500, detail: expect.any(String) });
  expect(json.body).not.toContain('secret detail');
  await failing.close();
});

/** A renderer whose renders wait for `release()`, counting those started. */
function heldRenderer() {
  let release = () => {};
  let held = Promise.resolve();
  const control = {
    started: 0,
    hold() {
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
    renderer: {
      ...renderer,
      // A render thread busy with the page until it is released.
      render: async (url: URL, _releases: PageReleases, encoding: PageEncoding) => {
        const started = performance.now();
        control.started += 1;
        await held;
        return { ...(await renderer.render(url, {}, encoding)), threadMs: performance.now() - started };
      },
    },
  };
  return control;
}
const rendersStarted = async (control: { started: number }, count: number) => {
  while (control.started < count) await new Promise((resolve) => setImmediate(resolve));
};

test('past its render cap, a page waits its turn and is served', async () => {
  const control = heldRenderer();
  control.hold();
  const slow = await shellServer({ maxConcurrentRenders: 2, renderer: control.renderer });
  const pages = ['/one', '/two', '/three', '/four'].map((url) => slow.inject(url));
  await rendersStarted(control, 2);
  expect(control.started).toBe(2);
  control.release();
  expect((await Promise.all(pages)).map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
  await slow.close();
});

test('refuses at once, with 503, Retry-After and no-store, a page that would wait past the deadline', async () => {
  const control = heldRenderer();
  const slow = await shellServer({ maxConcurrentRenders: 1, renderer: control.renderer });
  // One render of 600 ms on its thread: with one at a time, the second page in line would wait about 1.2 s.
  control.hold();
  const timed = slow.inject('/timed');
  await new Promise((resolve) => setTimeout(resolve, 0.6 * RENDER_WAIT_DEADLINE_MS));
  control.release();
  expect((await timed).statusCode).toBe(200);

  control.hold();
  const rendering = slow.inject('/rendering');
  const waiting = slow.inject('/waiting');
  await rendersStarted(control, 2);
  // The first in line would wait about 600 ms: admitted.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const asked = performance.now();
  const refused = await slow.inject({ url: '/refused', headers: { accept: 'text/html' } });
  expect(performance.now() - asked).toBeLessThan(RENDER_WAIT_DEADLINE_MS);
  expect([refused.statusCode, refused.headers['retry-after'], refused.headers['cache-control']]).toEqual([503, '2', 'no-store']);
  expect(refused.headers['content-security-policy']).toContain("default-src 'none'");
  expect(refused.body).toContain('The site is busy right now.');
  control.release();
  expect((await rendering).statusCode).toBe(200);
  expect((await waiting).statusCode).toBe(200);
  await slow.close();
});

test('answers its own health', async () => {
  expect((await shell.inject('/healthz')).json()).toEqual({ status: 'ok' });
});

test('answers robots.txt pointing at the sitemap, and keeps crawlers off the API', async () => {
  const response = await shell.inject('/robots.txt');
  expect(response.body).toContain('Disallow: /api/');
  // The staff console is not advertised: its pages say noindex themselves.
  expect(response.body).not.toContain('/staff');
  expect(response.body).toContain(`Sitemap: ${brand.siteUrl}/sitemap.xml`);
});

test('points a static page, and only a static page, at its Speculation Rules: prerender a page pointed at, never the console or the API', async () => {
  const [about, careers] = await Promise.all([shell.inject('/about'), shell.inject('/careers')]);
  expect(about.headers['speculation-rules']).toBe('"/speculation-rules.json"');
  expect(careers.headers['speculation-rules']).toBeUndefined();
  const rules = await shell.inject('/speculation-rules.json');
  expect(rules.headers['content-type']).toMatch(/^application\/speculationrules\+json\b/);
  const [rule] = rules.json().prerender;
  expect(rule.eagerness).toBe('moderate');
  const excluded = rule.where.and.flatMap((condition: { not?: object }) => (condition.not ? [condition.not] : []));
  expect(excluded).toEqual([
    { href_matches: '/staff{/*}?' },
    { href_matches: '/api/*' },
    { href_matches: '/*.*' },
    { selector_matches: '[data-remember-locale]' },
  ]);
});

test('answers a security.txt that names a contact and expires within a year', async () => {
  const response = await shell.inject('/.well-known/security.txt');
  expect(response.body).toContain(`Contact: mailto:${brand.securityEmail}`);
  const expires = Date.parse(/Expires: (.+)/.exec(response.body)?.[1] ?? '');
  expect(expires).toBeGreaterThan(Date.now());
  expect(expires).toBeLessThan(Date.now() + 366 * 24 * 60 * 60 * 1000);
});

test('answers the sitemap as XML, and 503 when the jobs cannot be listed', async () => {
  const response = await shell.inject('/sitemap.xml');
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  const failing = await shellServer({ renderer: { ...renderer, sitemap: () => Promise.reject(new Error('API down')) } });
  expect((await failing.inject('/sitemap.xml')).statusCode).toBe(503);
  await failing.close();
});

test("serves the job feeds as the API answers them, each language's from its path", async () => {
  const feeds: [path: string, apiUrl: string][] = [
    ['/careers/feed.xml', '/api/careers/feed.xml?lang=en'],
    ['/ar/careers/feed.xml', '/api/careers/feed.xml?lang=ar'],
  ];
  for (const [path, apiUrl] of feeds) {
    const response = await shell.inject(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
    expect(response.body).toBe(`<rss>${apiUrl}</rss>`);
  }
  // Any other file under /careers is no page and no feed.
  expect((await shell.inject('/careers/feed.json')).statusCode).toBe(404);
});

test("serves the stories' feeds that /news links, each language's from its path", async () => {
  const feeds: [path: string, apiUrl: string][] = [
    ['/news/feed.atom', '/api/stories/feed.atom?lang=en'],
    ['/ar/news/feed.atom', '/api/stories/feed.atom?lang=ar'],
  ];
  for (const [path, apiUrl] of feeds) {
    const response = await shell.inject(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(response.body).toBe(`<feed>${apiUrl}</feed>`);
  }
});

test('proxies /api and replaces a client-sent X-Forwarded-For with the real client address', async () => {
  const response = await shell.inject({
    url: '/api/echo',
    headers: { 'x-forwarded-for': '203.0.113.7' },
    remoteAddress: '127.0.0.9',
  });
  expect(response.json()).toEqual({ forwardedFor: '127.0.0.9' });
});

test('answers 502 with a plain message, no internals, when the API is unreachable', async () => {
  const orphan = await shellServer({ apiUrl: 'http://127.0.0.1:9' });
  const response = await orphan.inject('/api/locations');
  expect(response.statusCode).toBe(502);
  expect(response.json()).toEqual({ message: API_UNREACHABLE_MESSAGE });
  await orphan.close();
});

test.each([
  ['POST', '/culture'],
  ['GET', '/main.missing0000.js'],
])('answers %s %s with a problem JSON 404, not a page', async (method, url) => {
  const response = await shell.inject({ method: method as 'GET', url });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ status: 404, title: 'Not Found' });
});

describe('the versions a page is rendered with', () => {
  const keys = generateKeyPairSync('ed25519');
  const pin = (version: string) => ({ version, serverEntrySha256: 'a'.repeat(64), manifestSha256: 'b'.repeat(64) });
  const LIVE = '1.0.0-1111111111';
  const CANARY = '1.0.0-2222222222';
  const feed = (canary?: { version: string; share: number }): ReleaseFeed => ({
    revision: '1',
    previewPublicKey: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    remotes: { mfe_careers: { live: LIVE, canary, versions: [pin(LIVE), pin(CANARY)] } },
  });
  const previewOf = (version: string) => {
    const payload = Buffer.from(
      JSON.stringify({ versions: { mfe_careers: version }, exp: Math.floor(Date.now() / 1000) + 60 }),
    ).toString('base64url');
    return `${payload}.${sign(null, Buffer.from(payload), keys.privateKey).toString('base64url')}`;
  };

  async function site(current: ReleaseFeed) {
    const counted: unknown[] = [];
    const server = await shellServer({
      releases: { current: () => current },
      releaseHealth: { count: (renders) => counted.push(...renders) },
    });
    return { server, counted };
  }

  it('renders live, says so, and gives no bucket while no canary runs', async () => {
    const { server, counted } = await site(feed());
    const page = await server.inject('/careers');
    expect(page.headers).toMatchObject({
      'x-release-versions': `mfe_careers=${LIVE}`,
      'x-release-side': 'live',
      'cache-control': PAGE_CACHE_CONTROL,
    });
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(counted).toEqual([{ remote: 'mfe_careers', version: LIVE, failed: false }]);
    await server.close();
  });

  it('gives a new visitor a bucket while a canary runs (that page kept by no cache), then their side on every page', async () => {
    const { server, counted } = await site(feed({ version: CANARY, share: 30 }));
    const first = await server.inject('/careers');
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/^release_bucket=\d{1,2}; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(first.headers['cache-control']).toBe('no-store');
    const bucket = Number(cookie.split(/[=;]/)[1]);
    expect(first.headers['x-release-versions']).toBe(`mfe_careers=${bucket < 30 ? CANARY : LIVE}`);

    const onCanary = await server.inject({ url: '/careers', cookies: { release_bucket: '29' } });
    const onLive = await server.inject({ url: '/careers', cookies: { release_bucket: '30' } });
    expect([onCanary.headers['x-release-versions'], onCanary.headers['x-release-side']]).toEqual([
      `mfe_careers=${CANARY}`,
      'canary',
    ]);
    expect([onLive.headers['x-release-versions'], onLive.headers['x-release-side']]).toEqual([`mfe_careers=${LIVE}`, 'live']);
    expect([onCanary, onLive].map((page) => [page.headers['set-cookie'], page.headers['cache-control']])).toEqual([
      [undefined, PAGE_CACHE_CONTROL],
      [undefined, PAGE_CACHE_CONTROL],
    ]);
    expect(counted).toContainEqual({ remote: 'mfe_careers', version: CANARY, failed: false });
    await server.close();
  });

  it('renders a staff preview for that browser only, kept by no cache and left out of the health counts', async () => {
    const { server, counted } = await site(feed());
    const previewed = await server.inject({ url: '/careers', cookies: { '__Host-release_preview': previewOf(CANARY) } });
    expect(previewed.headers).toMatchObject({
      'x-release-versions': `mfe_careers=${CANARY}`,
      'x-release-side': 'preview',
      'cache-control': 'no-store',
    });
    expect(counted).toEqual([]);
    const forged = await server.inject({
      url: '/careers',
      cookies: { '__Host-release_preview': `${previewOf(CANARY).split('.')[0]}.AAAA` },
    });
    expect(forged.headers['x-release-versions']).toBe(`mfe_careers=${LIVE}`);
    await server.close();
  });

  it("hands each page's render the versions picked for its visitor, signed with the report key; none for a preview", async () => {
    const KEY = 'test-release-report-key-0123456789abcdef';
    const tokens: (string | undefined)[] = [];
    const server = await shellServer({
      releases: { current: () => feed({ version: CANARY, share: 30 }) },
      releaseReportKey: KEY,
      renderer: {
        ...renderer,
        render: (url, releases, encoding, token) => {
          tokens.push(token);
          return renderer.render(url, releases, encoding);
        },
      },
    });
    await server.inject({ url: '/careers', cookies: { release_bucket: '29' } });
    await server.inject({ url: '/careers', cookies: { release_bucket: '30' } });
    await server.inject({ url: '/careers', cookies: { '__Host-release_preview': previewOf(CANARY) } });
    expect(tokens.map((token) => token && verifyPageToken(token, KEY, new Date())?.versions)).toEqual([
      { mfe_careers: CANARY },
      { mfe_careers: LIVE },
      undefined,
    ]);
    expect(verifyPageToken(String(tokens[0]), 'another-release-report-key-0123456789abcdef', new Date())).toBeUndefined();
    await server.close();
  });

  it('names the parts that fell back, and counts the failure against their version', async () => {
    const { server, counted } = await site(feed());
    const page = await server.inject('/part-failed');
    expect(page.headers['x-release-fallbacks']).toBe('mfe_careers/CareersPage');
    expect(counted).toEqual([{ remote: 'mfe_careers', version: LIVE, failed: true }]);
    await server.close();
  });

  it('tells the release gate what it provides and which routes show each remote', async () => {
    const server = await shellServer({ shared: { react: '19.3.1' } });
    const answer = await server.inject('/healthz/federation');
    expect([answer.statusCode, answer.headers['cache-control']]).toEqual([200, 'no-store']);
    expect(answer.json()).toEqual({ shared: { react: '19.3.1' }, routes: { mfe_careers: ['/careers', '/careers/:slug'] } });
    await server.close();
  });
});
