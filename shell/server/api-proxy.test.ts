/** @jest-environment node */
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  closeTestApps,
  createTestApp,
  fieldParts,
  multipartBody,
  multipartHeaders,
  pdfOfSize,
  validApplication,
  validEnquiry,
} from 'api/test-support';
import {
  BODY_TOO_LARGE_MESSAGE,
  JSON_BODY_MAX_BYTES,
  MULTIPART_BODY_MAX_BYTES,
  RESUME_MESSAGES,
  STORY_PHOTO_BODY_MAX_BYTES,
  STORY_PHOTO_MAX_BYTES,
  STORY_PHOTO_MESSAGES,
} from 'contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_UNREACHABLE_MESSAGE, isHiddenApiPath, registerApiProxy } from './api-proxy';
import { jobFeedAliases, storyFeedAliases } from './app';
import type { TrustProxy } from './config';

const OPEN_JOB = 'senior-cybersecurity-analyst';
const MIB = 1024 * 1024;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  body: string;
}

/** Sends one request over a real connection; a body given as chunks goes out chunked. */
async function send(
  origin: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string; chunks?: Buffer[] } = {},
): Promise<Answer> {
  const outgoing = request(`${origin}${path}`, { method: options.method ?? 'GET', headers: options.headers });
  const answered = once(outgoing, 'response') as Promise<[import('node:http').IncomingMessage]>;
  outgoing.on('error', () => undefined); // a refused body may reset the rest of the upload; the answer counts
  if (options.chunks) {
    for (const chunk of options.chunks) {
      if (!outgoing.write(chunk)) await Promise.race([once(outgoing, 'drain'), answered]);
    }
    outgoing.end();
  } else {
    outgoing.end(options.body);
  }
  const [response] = await answered;
  let body = '';
  for await (const chunk of response) body += String(chunk);
  return { status: response.statusCode ?? 0, headers: response.headers, rawHeaders: response.rawHeaders, body };
}

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), method: 'POST' });

function chunksOf(buffer: Buffer, size = 64 * 1024): Buffer[] {
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < buffer.length; offset += size) chunks.push(buffer.subarray(offset, offset + size));
  return chunks;
}

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
  await closeTestApps();
});

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  closers.push(() => app.close());
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The proxy alone, in front of `apiUrl`. */
async function startProxy(
  apiUrl: string,
  options: { trustProxy?: TrustProxy; exposeAdmin?: boolean; aliases?: Record<string, string> } = {},
): Promise<string> {
  const app = Fastify({ forceCloseConnections: true });
  registerApiProxy(app, { apiUrl, ...options });
  return listen(app);
}

/** The real API (embedded store in a temp dir) on a port of its own. */
async function startApi(overrides: Parameters<typeof createTestApp>[0] = {}): Promise<string> {
  const { app } = await createTestApp({ adminToken: 'proxy-test-admin-token-0123', ...overrides });
  return listen(app);
}

/** A stand-in API that records what reaches it and answers as told. */
async function startFakeApi(answer: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void) {
  const seen: { url: string; headers: IncomingHttpHeaders; bodyBytes: number }[] = [];
  const server: Server = createServer((req, res) => {
    const record = { url: req.url ?? '', headers: req.headers, bodyBytes: 0 };
    seen.push(record);
    req.on('data', (chunk: Buffer) => {
      record.bodyBytes += chunk.length;
    });
    answer(req, res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe('answers of the API reach the client unchanged', () => {
  it('keeps status, body and every header, repeated ones included, and does not retry a 503', async () => {
    const api = await startFakeApi((req, res) => {
      req.resume();
      res.writeHead(503, 'Service Unavailable', [
        'Content-Type',
        'application/problem+json',
        'Set-Cookie',
        'a=1; HttpOnly',
        'Set-Cookie',
        'b=2; HttpOnly',
        'Retry-After',
        '7',
        'Referrer-Policy',
        'no-referrer',
        'Vary',
        'Origin',
      ]);
      res.end('{"message":"not ready"}');
    });
    const proxy = await startProxy(api.url);

    const answer = await send(proxy, '/api/ready?x=%20a&x=b');

    expect(answer.status).toBe(503);
    expect(answer.body).toBe('{"message":"not ready"}');
    expect(answer.headers['content-type']).toBe('application/problem+json');
    expect(answer.headers['set-cookie']).toEqual(['a=1; HttpOnly', 'b=2; HttpOnly']);
    expect(answer.headers['retry-after']).toBe('7');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers.vary).toBe('Origin');
    expect(api.seen.map((request) => request.url)).toEqual(['/api/ready?x=%20a&x=b']);
  });

  it("relays the API's own answers: 201, 400, 404, 405 with Allow, 415 for a malformed content type", async () => {
    const proxy = await startProxy(await startApi());

    expect((await send(proxy, '/api/contact', json(validEnquiry()))).status).toBe(201);
    const invalid = await send(proxy, '/api/contact', json(validEnquiry({ email: 'nope' })));
    expect(invalid.status).toBe(400);
    expect(JSON.parse(invalid.body).errors.email).toBe('Please enter a valid email address');
    expect((await send(proxy, '/api/careers/no-such-job')).status).toBe(404);
    const wrongMethod = await send(proxy, '/api/locations', { method: 'DELETE' });
    expect([wrongMethod.status, wrongMethod.headers.allow]).toEqual([405, 'GET, HEAD']);

    for (const contentType of ['text/plain; application/json', 'text/plain']) {
      const answer = await send(proxy, '/api/contact', { method: 'POST', headers: { 'content-type': contentType }, body: '{}' });
      expect([contentType, answer.status, JSON.parse(answer.body)]).toEqual([
        contentType,
        415,
        { message: 'Unsupported content type.' },
      ]);
    }
  });

  it('forwards a body sent with Expect: 100-continue', async () => {
    const proxy = await startProxy(await startApi());
    const { headers, body, method } = json(validEnquiry());
    const answer = await send(proxy, '/api/contact', { method, body, headers: { ...headers, expect: '100-continue' } });
    expect(answer.status).toBe(201);
  });

  it('answers 502 with a plain message when the API is unreachable', async () => {
    const proxy = await startProxy('http://127.0.0.1:9');
    const answer = await send(proxy, '/api/locations');
    expect([answer.status, JSON.parse(answer.body)]).toEqual([502, { message: API_UNREACHABLE_MESSAGE }]);
  });
});

describe("the job feeds at the site's paths", () => {
  it('maps each feed in each of its languages to the API', () => {
    expect(jobFeedAliases()).toEqual({
      '/careers/feed.xml': '/api/careers/feed.xml?lang=en',
      '/ar/careers/feed.xml': '/api/careers/feed.xml?lang=ar',
      '/careers/feed.atom': '/api/careers/feed.atom?lang=en',
      '/ar/careers/feed.atom': '/api/careers/feed.atom?lang=ar',
      '/careers/indeed.xml': '/api/careers/indeed.xml?lang=en',
    });
  });

  it.each([
    ['/careers/feed.xml', 'application/rss+xml; charset=utf-8', '<rss', `/careers/${OPEN_JOB}<`],
    ['/ar/careers/feed.xml', 'application/rss+xml; charset=utf-8', '<rss', `/ar/careers/${OPEN_JOB}<`],
    ['/careers/feed.atom', 'application/atom+xml; charset=utf-8', '<feed', `/careers/${OPEN_JOB}"`],
    ['/ar/careers/feed.atom', 'application/atom+xml; charset=utf-8', '<feed', `/ar/careers/${OPEN_JOB}"`],
    ['/careers/indeed.xml', 'application/xml; charset=utf-8', '<source>', `/careers/${OPEN_JOB}]]>`],
  ])("%s is the API's feed, with its type, ETag and cache rule", async (path, type, root, jobLink) => {
    const proxy = await startProxy(await startApi(), { aliases: jobFeedAliases() });
    const answer = await send(proxy, path);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(type);
    expect(answer.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
    expect(answer.body).toContain(root);
    expect(answer.body).toContain(jobLink);
    const again = await send(proxy, path, { headers: { 'if-none-match': String(answer.headers.etag) } });
    expect(again.status).toBe(304);
  });

  it("leaves the visitor's query behind: the path alone says the feed and its language", async () => {
    const api = await startFakeApi((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
      res.end('<rss/>');
    });
    const proxy = await startProxy(api.url, { aliases: jobFeedAliases() });
    await send(proxy, '/careers/feed.xml?lang=ar&utm_source=reader');
    expect(api.seen.map((seen) => seen.url)).toEqual(['/api/careers/feed.xml?lang=en']);
  });
});

describe("the stories' feeds at the site's paths", () => {
  it('maps each feed in each language to the API', () => {
    expect(storyFeedAliases()).toEqual({
      '/news/feed.xml': '/api/stories/feed.xml?lang=en',
      '/ar/news/feed.xml': '/api/stories/feed.xml?lang=ar',
      '/news/feed.atom': '/api/stories/feed.atom?lang=en',
      '/ar/news/feed.atom': '/api/stories/feed.atom?lang=ar',
    });
  });

  it.each([
    ['/news/feed.xml', 'application/rss+xml; charset=utf-8', '<rss', '/news/security-operations-centre-doha<'],
    ['/ar/news/feed.atom', 'application/atom+xml; charset=utf-8', '<feed', '/ar/news/security-operations-centre-doha"'],
  ])("%s is the API's feed of the published stories, in the path's language", async (path, type, root, storyLink) => {
    const proxy = await startProxy(await startApi(), { aliases: storyFeedAliases() });
    const answer = await send(proxy, path);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(type);
    expect(answer.body).toContain(root);
    expect(answer.body).toContain(storyLink);
  });
});

describe('request bodies over the limit', () => {
  it('refuses a 2 MB JSON body with 413 and forwards none of it', async () => {
    const api = await startFakeApi((req, res) => req.resume().on('end', () => res.end('{}')));
    const proxy = await startProxy(api.url);
    const body = JSON.stringify(validEnquiry({ message: 'x'.repeat(2 * MIB) }));

    const declared = await send(proxy, '/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const chunked = await send(proxy, '/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      chunks: chunksOf(Buffer.from(body)),
    });

    for (const answer of [declared, chunked]) {
      expect([answer.status, JSON.parse(answer.body)]).toEqual([413, { message: BODY_TOO_LARGE_MESSAGE }]);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
    }
    expect(api.seen.every((request) => request.bodyBytes <= JSON_BODY_MAX_BYTES)).toBe(true);
  });

  it("refuses a chunked upload once it passes the limit, before it is buffered, with the API's upload message", async () => {
    const api = await startFakeApi((req, res) => req.resume().on('end', () => res.end('{}')));
    const proxy = await startProxy(api.url);
    const body = multipartBody([
      ...fieldParts({}),
      { name: 'resumeFile', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfOfSize(6 * MIB) },
    ]);

    const answer = await send(proxy, `/api/apply/${OPEN_JOB}`, {
      method: 'POST',
      headers: multipartHeaders(),
      chunks: chunksOf(body),
    });

    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      message: RESUME_MESSAGES.tooLarge,
      errors: { resumeFile: RESUME_MESSAGES.tooLarge },
    });
    expect(api.seen.every((request) => request.bodyBytes <= MULTIPART_BODY_MAX_BYTES)).toBe(true);
  });

  it("passes a story photo's upload within the photo limit, and refuses a larger one with the API's photo message", async () => {
    const api = await startFakeApi((req, res) => req.resume().on('end', () => res.end('{}')));
    const proxy = await startProxy(api.url);
    const photo = (size: number) =>
      chunksOf(multipartBody([{ name: 'photo', filename: 'office.png', contentType: 'image/png', data: Buffer.alloc(size) }]));
    const upload = (size: number) =>
      send(proxy, '/api/staff/stories/photos', { method: 'POST', headers: multipartHeaders(), chunks: photo(size) });

    expect((await upload(STORY_PHOTO_MAX_BYTES)).status).toBe(200);
    const tooLarge = await upload(STORY_PHOTO_BODY_MAX_BYTES);
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body)).toEqual({
      message: STORY_PHOTO_MESSAGES.tooLarge,
      errors: { photo: STORY_PHOTO_MESSAGES.tooLarge },
    });
  });

  it("gets the real API's answers for uploads: 201 within the limit, 413 for a 6 MB chunked one, 404 before reading one", async () => {
    const proxy = await startProxy(await startApi());
    const upload = (size: number) =>
      chunksOf(
        multipartBody([
          ...fieldParts({ ...(validApplication({ resumeLink: '' }) as Record<string, string | boolean>) }),
          { name: 'resumeFile', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfOfSize(size) },
        ]),
      );

    const accepted = await send(proxy, `/api/apply/${OPEN_JOB}`, {
      method: 'POST',
      headers: multipartHeaders(),
      chunks: upload(4 * MIB),
    });
    const tooLarge = await send(proxy, `/api/apply/${OPEN_JOB}`, {
      method: 'POST',
      headers: multipartHeaders(),
      chunks: upload(6 * MIB),
    });
    const unknownJob = await send(proxy, '/api/apply/no-such-job', {
      method: 'POST',
      headers: multipartHeaders(),
      chunks: upload(5 * MIB - 1024),
    });

    expect(accepted.status).toBe(201);
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body).errors).toEqual({ resumeFile: RESUME_MESSAGES.tooLarge });
    expect([unknownJob.status, JSON.parse(unknownJob.body)]).toEqual([404, { message: 'Job not found' }]);
  });
});

describe('the paths hidden from the site', () => {
  it.each([
    '/api/admin/enquiries',
    '/api/admin',
    '/api/ADMIN/enquiries',
    '/api/%61dmin/enquiries',
    '/api//admin/enquiries',
    '/api/./admin/enquiries',
    '/api/careers/../admin/applications.csv',
    '/api/docs',
    '/api/docs/json',
    '/api/docs/static/index.html',
  ])('hides %s unless EXPOSE_ADMIN=true', (path) => {
    expect([isHiddenApiPath(path), isHiddenApiPath(path, true)]).toEqual([true, false]);
  });

  it.each(['/api/careers', '/api/administrators-guide', '/api/apply/admin', '/api/docsearch', '/api/releases/beacon'])(
    'passes %s on',
    (path) => {
      expect(isHiddenApiPath(path)).toBe(false);
    },
  );

  it('answers 404 for the release feed and health reports, even with EXPOSE_ADMIN=true, and passes browser beacons on', async () => {
    const apiUrl = await startApi();
    const exposed = await startProxy(apiUrl, { exposeAdmin: true });
    for (const path of ['/api/releases/feed', '/api/Releases/%66eed', '/api/releases//health']) {
      const answer = await send(exposed, path);
      expect([path, answer.status, JSON.parse(answer.body)]).toEqual([path, 404, { message: 'Not found' }]);
    }
    expect(isHiddenApiPath('/api/releases/beacon', true)).toBe(false);
  });

  it('answers 404 for the staff API and the docs unless EXPOSE_ADMIN=true', async () => {
    const apiUrl = await startApi();
    const hidden = await startProxy(apiUrl);
    const exposed = await startProxy(apiUrl, { exposeAdmin: true });
    const staff = { headers: { authorization: 'Bearer proxy-test-admin-token-0123' } };

    for (const path of ['/api/admin/enquiries', '/api/%61dmin/enquiries', '/api/docs/json']) {
      const answer = await send(hidden, path, staff);
      expect([path, answer.status, JSON.parse(answer.body)]).toEqual([path, 404, { message: 'Not found' }]);
    }
    expect((await send(exposed, '/api/admin/enquiries', staff)).status).toBe(200);
    expect((await send(exposed, '/api/docs/json')).status).toBe(200);
  });
});

describe('the client address under TRUST_PROXY', () => {
  async function forwardedFor(trustProxy: TrustProxy | undefined, headers: Record<string, string>, fromAddress = '127.0.0.1') {
    const api = await startFakeApi((req, res) => req.resume().on('end', () => res.end('{}')));
    const app = Fastify({ forceCloseConnections: true });
    registerApiProxy(app, { apiUrl: api.url, ...(trustProxy === undefined ? {} : { trustProxy }) });
    closers.push(() => app.close());
    await app.inject({ url: '/api/locations', headers, remoteAddress: fromAddress });
    return api.seen[0]?.headers['x-forwarded-for'];
  }

  it.each<[string, TrustProxy | undefined, string, string]>([
    ['nobody trusted (default): the peer, whatever it claims', undefined, '203.0.113.7, 198.51.100.2', '10.0.0.5'],
    ['one hop: the address the load balancer appended', 1, '203.0.113.7, 198.51.100.2', '198.51.100.2'],
    ['two hops', 2, '203.0.113.7, 198.51.100.2', '203.0.113.7'],
    ['the load balancer by CIDR', ['10.0.0.0/8'], '203.0.113.7, 198.51.100.2', '198.51.100.2'],
    ['a CIDR the peer is not in: the peer', ['192.168.0.0/16'], '203.0.113.7', '10.0.0.5'],
  ])('%s', async (_case, trustProxy, forwarded, expected) => {
    expect(await forwardedFor(trustProxy, { 'x-forwarded-for': forwarded }, '10.0.0.5')).toBe(expected);
  });

  it('keys the rate limit on the visitor: two visitors behind one load balancer have a bucket each', async () => {
    // The API believes the X-Forwarded-For of the shell it is configured to trust (TRUSTED_PROXIES).
    const apiUrl = await startApi({ limits: { rateLimitMax: 2 }, trustedProxies: ['127.0.0.1'] });
    const behindBalancer = await startProxy(apiUrl, { trustProxy: ['127.0.0.1/8'] });
    const trustingNobody = await startProxy(apiUrl);
    const post = (origin: string, visitor: string) =>
      send(origin, '/api/contact', {
        ...json(validEnquiry()),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
      });

    const first = [
      await post(behindBalancer, '203.0.113.1'),
      await post(behindBalancer, '203.0.113.1'),
      await post(behindBalancer, '203.0.113.1'),
    ];
    const second = await post(behindBalancer, '203.0.113.2');
    expect(first.map((answer) => answer.status)).toEqual([201, 201, 429]);
    expect(second.status).toBe(201);

    // Trusting nobody, every client's claim is ignored: all of them are the peer, one bucket.
    const claims = [
      await post(trustingNobody, '198.51.100.1'),
      await post(trustingNobody, '198.51.100.2'),
      await post(trustingNobody, '198.51.100.3'),
    ];
    expect(claims.map((answer) => answer.status)).toEqual([201, 201, 429]);
  });
});

test("passes the browser's cookies on to the API, except with a Web Vitals beacon", async () => {
  const api = await startFakeApi((req, res) => req.resume().on('end', () => res.end('{}')));
  const app = Fastify({ forceCloseConnections: true });
  registerApiProxy(app, { apiUrl: api.url });
  closers.push(() => app.close());
  const headers = { cookie: 'site_bucket=42', 'content-type': 'application/json' };
  await app.inject({ method: 'POST', url: '/api/rum', headers, payload: '{}' });
  await app.inject({ method: 'POST', url: '/api/%72um', headers, payload: '{}' });
  await app.inject({ method: 'POST', url: '/api/contact', headers, payload: '{}' });
  expect(api.seen.map((request) => request.headers.cookie)).toEqual([undefined, undefined, 'site_bucket=42']);
});
