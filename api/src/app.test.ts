import { errorBodySchema } from 'contracts';
import { HSTS_MAX_AGE_SECONDS, PERMISSIONS_POLICY, REFERRER_POLICY } from 'server-common/security-headers';
import { INTERNAL_ERROR_MESSAGE, INVALID_JSON_MESSAGE } from './plugins/error-handler';
import { API_CONTENT_SECURITY_POLICY } from './plugins/security-headers';
import { validEnquiry } from './test-support/submissions';
import { closeTestApps, createTestApp, TEST_SITE_ORIGIN } from './test-support/test-app';

afterEach(closeTestApps);

const json = { 'content-type': 'application/json' };

describe('security headers', () => {
  it.each([
    ['a JSON answer', 'GET', '/api/locations'],
    ['a 404', 'GET', '/api/nowhere'],
    ['a 405', 'DELETE', '/api/careers'],
    ['a validation error', 'POST', '/api/contact'],
  ])('are on %s', async (_label, method, url) => {
    const { app } = await createTestApp();
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: json,
      payload: method === 'POST' ? '{}' : undefined,
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe(REFERRER_POLICY);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('say Strict-Transport-Security when the site is served over HTTPS (HSTS=true)', async () => {
    const { app } = await createTestApp({ hsts: true });
    const response = await app.inject({ method: 'GET', url: '/api/locations' });
    expect(response.headers['strict-transport-security']).toBe(`max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
  });

  it('gives the docs page a CSP that allows only its own scripts and forbids framing', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe('OpenAPI', () => {
  it('documents every public endpoint', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/ready',
        '/api/locations',
        '/api/services',
        '/api/careers',
        '/api/careers/{slug}',
        '/api/contact',
        '/api/apply/{jobId}',
      ]),
    );
  });
});

describe('CORS', () => {
  it("allows the site's own origin, with credentials", async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/locations', headers: { origin: TEST_SITE_ORIGIN } });
    expect(response.headers['access-control-allow-origin']).toBe(TEST_SITE_ORIGIN);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });

  it('answers a preflight from the site for a JSON POST', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/contact',
      headers: {
        origin: TEST_SITE_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(TEST_SITE_ORIGIN);
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
  });

  it('never allows another origin, and never *', async () => {
    const { app } = await createTestApp();
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3000.evil.example']) {
      const response = await app.inject({ method: 'GET', url: '/api/locations', headers: { origin } });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('unknown routes and methods', () => {
  it('answers an unknown path with 404 JSON', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/unknown/path' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(errorBodySchema.parse(response.json())).toEqual({ message: 'Not found' });
  });

  it.each([
    ['DELETE', '/api/careers', 'GET, HEAD'],
    ['PUT', '/api/careers/senior-cybersecurity-analyst', 'GET, HEAD'],
    ['GET', '/api/contact', 'POST'],
    ['PATCH', '/api/apply/senior-cybersecurity-analyst', 'POST'],
    ['POST', '/api/locations', 'GET, HEAD'],
  ])('answers %s %s with 405 JSON and Allow: %s', async (method, url, allow) => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(errorBodySchema.parse(response.json())).toEqual({ message: 'Method not allowed' });
  });
});

describe('hostile and malformed requests', () => {
  const post = async (payload: string | Buffer, headers: Record<string, string> = json) => {
    const { app } = await createTestApp();
    return app.inject({ method: 'POST', url: '/api/contact', headers, payload });
  };

  it('answers malformed JSON with 400 and a plain message', async () => {
    const response = await post('{"name": "Layla",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: INVALID_JSON_MESSAGE });
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await post('');
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.safeParse(response.json()).success).toBe(true);
  });

  it('answers a JSON body that is not an object with 400', async () => {
    for (const payload of ['[]', '"text"', 'null', '42']) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.safeParse(response.json()).success).toBe(true);
    }
  });

  it('answers a body over the JSON limit with 413', async () => {
    const response = await post(JSON.stringify(validEnquiry({ message: 'x'.repeat(70 * 1024) })));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('refuses __proto__ and constructor.prototype keys', async () => {
    for (const payload of [
      `{"__proto__": {"isAdmin": true}, "name": "Layla"}`,
      `{"constructor": {"prototype": {"isAdmin": true}}}`,
    ]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    }
  });

  it('answers deeply nested JSON with 400, not a crash', async () => {
    const depth = 20_000;
    const response = await post(`{"name": ${'['.repeat(depth)}${']'.repeat(depth)}}`);
    expect(response.statusCode).toBe(400);
  });

  it('answers JSON with thousands of keys with 400 naming only a few of them', async () => {
    const keys = Object.fromEntries(Array.from({ length: 5_000 }, (_, index) => [`k${index}`, 1]));
    const response = await post(JSON.stringify({ ...validEnquiry(), ...keys }));
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(Object.keys(body.errors ?? {}).length).toBeLessThanOrEqual(10);
  });

  it('answers invalid UTF-8 with 400', async () => {
    const payload = Buffer.concat([Buffer.from('{"name": "La'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('yla"}')]);
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.safeParse(response.json()).success).toBe(true);
  });

  it.each([
    ['text/plain', 415],
    ['application/x-www-form-urlencoded', 415],
    ['application/xml', 415],
    ['multipart/form-data; boundary=abc', 415],
    ['APPLICATION/JSON', 201],
    ['application/json; charset=UTF-8', 201],
    ['application/json;charset=utf-8', 201],
  ])('answers content type %s on /api/contact with %i', async (contentType, status) => {
    const response = await post(JSON.stringify(validEnquiry()), { 'content-type': contentType });
    expect(response.statusCode).toBe(status);
    if (status >= 400) expect(errorBodySchema.safeParse(response.json()).success).toBe(true);
  });

  it('answers a storage failure with 500 that says nothing about internals', async () => {
    const { app, store } = await createTestApp();
    jest
      .spyOn(store.enquiries, 'create')
      .mockRejectedValue(new Error('EACCES: permission denied, open /srv/data/db/enquiries.db'));
    const response = await app.inject({ method: 'POST', url: '/api/contact', headers: json, payload: validEnquiry() });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: INTERNAL_ERROR_MESSAGE });
    expect(response.body).not.toMatch(/EACCES|enquiries\.db|at |stack/);
  });
});
