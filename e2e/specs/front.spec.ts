import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { connect } from 'node:tls';
import { expect, test } from '@playwright/test';
import { startOtlpReceiver } from 'scripts/otlp-receiver';
import { observatoryFailures, observatoryInput } from '../fixtures/observatory';
import { PAGE_READY } from '../fixtures/page-state';
import { FRONT_PORTS, PRIVATE_FRONT_PORTS } from '../fixtures/ports';
import { startPrivateSite } from '../fixtures/private-site';

// The site behind its front server (nginx), as in production; this file runs in the `front` project.
const HTTPS_ORIGIN = `https://localhost:${FRONT_PORTS.https}`;
const HTTP_ORIGIN = `http://localhost:${FRONT_PORTS.http}`;
/** How long the front keeps a page at most: the shell's `s-maxage=1`, which nginx counts in whole seconds (one to two). */
const PAGE_FRESH_MAX_MS = 2000;

test('plain HTTP leads to the same page over HTTPS', async ({ request }) => {
  const answer = await request.get(`${HTTP_ORIGIN}/careers?category=security`, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe(`${HTTPS_ORIGIN}/careers?category=security`);
});

test("the HTTPS front's answers pass Mozilla HTTP Observatory's rules", async ({ request }) => {
  const failures = await observatoryFailures(await observatoryInput(request, `${HTTPS_ORIGIN}/`, `${HTTP_ORIGIN}/`));
  expect(failures).toEqual([]);
});

test('the rules fail a site served without the front (negative control)', async ({ request }) => {
  const direct = process.env.SITE_URL ?? '';
  const failures = await observatoryFailures(await observatoryInput(request, `${direct}/`, undefined));
  expect(failures).toEqual(
    expect.arrayContaining([
      'redirection: plain HTTP does not lead to HTTPS on the same host',
      'strict-transport-security: missing or under six months',
    ]),
  );
});

test('pages arrive over HTTP/2, hydrate, and lead on to the remotes over HTTPS', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.locator(PAGE_READY)).toHaveCount(1);
  expect(
    await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol),
  ).toBe('h2');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeVisible();
  await page
    .getByRole('link', { name: /Senior Cybersecurity Analyst/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Senior Cybersecurity Analyst' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('built files and JSON are sent compressed with brotli', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /<script src="([^"]+\.js)"/.exec(html)?.[1] ?? '';
  const file = await request.get(script, { headers: { 'accept-encoding': 'br' } });
  expect([file.status(), file.headers()['content-encoding']]).toEqual([200, 'br']);
  const json = await request.get('/api/locations', { headers: { 'accept-encoding': 'br' } });
  expect([json.status(), json.headers()['content-encoding']]).toEqual([200, 'br']);
});

test('a page is kept for about a second and answered from the copy while it is asked again', async ({ request }) => {
  const cacheStatus = async () => (await request.get('/about')).headers()['x-cache'];
  await cacheStatus();
  expect(await cacheStatus()).toBe('HIT');
  await sleep(PAGE_FRESH_MAX_MS + 200);
  // The expired copy is answered at once while the shell renders a new one in the background.
  expect(['STALE', 'UPDATING', 'EXPIRED']).toContain(await cacheStatus());

  await expect.poll(cacheStatus, { timeout: 5000 }).toBe('HIT');
});

test("a page's copy is kept per side of a canary: a bucket below 50 has its own, and a preview is never answered from one", async ({
  request,
}) => {
  // A page the other tests do not ask for, so each key starts empty. A copy answered is HIT, or
  // STALE/UPDATING once its second has passed; a key of its own starts with a MISS.
  const path = '/terms-of-service';
  const cacheStatus = async (cookie?: string) =>
    (await request.get(path, { headers: cookie ? { cookie } : undefined })).headers()['x-cache'];
  await cacheStatus();
  expect(await cacheStatus()).not.toBe('MISS');
  // A bucket never on a canary (a share is at most 50) shares the copy of visitors without one.
  expect(await cacheStatus('release_bucket=73')).not.toBe('MISS');
  // A bucket below 50 may be on a canary: it has a copy of its own.
  expect(await cacheStatus('release_bucket=7')).toBe('MISS');
  expect(await cacheStatus('release_bucket=7')).not.toBe('MISS');
  expect(await cacheStatus('release_bucket=8')).toBe('MISS');
  // A staff preview goes to the shell every time.
  for (let request = 0; request < 2; request += 1) expect(await cacheStatus('__Host-release_preview=anything')).toBe('BYPASS');
});

test('the API passes uncached unless it says otherwise', async ({ request }) => {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const answer = await request.get('/api/locations');
    expect([answer.status(), answer.headers()['cache-control'], answer.headers()['x-cache']]).toEqual([200, 'no-store', 'MISS']);
  }
});

/** One raw HTTP/1.1 exchange over TLS with the front (its own certificate), as an attacker writes it; the status line back. */
async function rawStatusLine(request: string): Promise<string> {
  const socket = connect({ host: '127.0.0.1', port: FRONT_PORTS.https, servername: 'localhost', rejectUnauthorized: false });
  await once(socket, 'secureConnect');
  socket.write(request);
  let answer = '';
  for await (const chunk of socket) {
    answer += String(chunk);
    if (answer.includes('\r\n')) break;
  }
  socket.destroy();
  return answer.split('\r\n')[0] ?? '';
}

test('request normalisation: an absolute request target is judged by its path, and an unframed GET body is refused', async () => {
  // nginx takes the path of an absolute URL and the shell judges that path: the staff docs stay hidden.
  expect(await rawStatusLine('GET http://x/api/docs/json HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')).toBe(
    'HTTP/1.1 404 Not Found',
  );
  const smuggled = 'POST /api/contact HTTP/1.1\r\nHost: api\r\n\r\n';
  expect(
    await rawStatusLine(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: content-length\r\nContent-Length: ${smuggled.length}\r\n\r\n${smuggled}`,
    ),
  ).toBe('HTTP/1.1 400 Bad Request');
  expect(
    await rawStatusLine(
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ),
  ).toBe('HTTP/1.1 400 Bad Request');
});

test.describe('with a site of its own behind a front', () => {
  test('a page whose data or remote fell back is never kept, and the remote shows again at once', async ({ request }) => {
    test.setTimeout(60_000);
    const site = await startPrivateSite({ front: PRIVATE_FRONT_PORTS });
    try {
      // Marketing's origin down for a shell's server that has not loaded its version (it loads
      // every live version as it starts, and renders a loaded one from memory).
      await site.remotes.mfe_marketing.stop();
      await site.restartShell();
      // The API stopped: the careers list cannot be prefetched (the shell keeps the versions it read).
      await site.api.stop();
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const careers = await request.get(`${site.url}/careers`);
        expect([careers.status(), careers.headers()['cache-control'], careers.headers()['x-cache']]).toEqual([
          200,
          'no-store',
          'MISS',
        ]);
      }
      const fallback = await request.get(`${site.url}/culture`);
      expect(await fallback.text()).toContain('This page is temporarily unavailable');
      expect(fallback.headers()['cache-control']).toBe('no-store');
      await site.remotes.mfe_marketing.start();
      await expect
        .poll(async () => (await request.get(`${site.url}/culture`)).text(), { timeout: 5000 })
        .toContain('Our Core Values');
    } finally {
      await site.stop();
    }
  });

  test("a request's trace starts at the front: a traceparent sent is kept, one is started for a request without", async ({
    request,
  }) => {
    test.setTimeout(90_000);
    const receiver = await startOtlpReceiver();
    const site = await startPrivateSite({
      front: PRIVATE_FRONT_PORTS,
      shellEnv: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint },
    });
    try {
      const sent = { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7' };
      // Two pages not asked for before: both reach the shell, neither is answered from the cache.
      expect((await request.get(`${site.url}/about`)).status()).toBe(200);
      const kept = await request.get(`${site.url}/culture`, { headers: { traceparent: `00-${sent.traceId}-${sent.spanId}-01` } });
      expect(kept.status()).toBe(200);
      // Nothing of the trace is told to the visitor.
      expect(Object.keys(kept.headers()).filter((name) => /trace/i.test(name))).toEqual([]);

      const accessLogTraceId = (path: string) =>
        site
          .frontAccessLog()
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { path: string; trace_id: string })
          .find((line) => line.path === path)?.trace_id;
      const shellRequest = (path: string) =>
        receiver
          .spans()
          .find((span) => span.service === 'shell' && span.name === 'request' && span.attributes['url.path'] === path);
      await expect.poll(() => [shellRequest('/about'), shellRequest('/culture')].every(Boolean), { timeout: 20_000 }).toBe(true);

      // Without one: the front's request id is the trace id, its first 16 digits the span id the shell continues.
      const started = accessLogTraceId('/about');
      expect(started).toMatch(/^[0-9a-f]{32}$/);
      expect([shellRequest('/about')?.traceId, shellRequest('/about')?.parentSpanId]).toEqual([started, started?.slice(0, 16)]);
      // With one: passed on as it was.
      expect(accessLogTraceId('/culture')).toBe(sent.traceId);
      expect([shellRequest('/culture')?.traceId, shellRequest('/culture')?.parentSpanId]).toEqual([sent.traceId, sent.spanId]);
    } finally {
      await site.stop();
      await receiver.close();
    }
  });
});
