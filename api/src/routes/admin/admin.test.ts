import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  type ApplicationInput,
  applicationFieldsSchema,
  type ContactEnquiryInput,
  contactEnquirySchema,
  storedApplicationSchema,
  storedEnquirySchema,
} from 'contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../../app';
import { createMailTransport, OUTBOX_DIR_NAME } from '../../mail/transport';
import { ADMIN_FAILURES_MAX, TOO_MANY_FAILURES } from '../../plugins/admin-token';
import { pseudonymsWith } from '../../staff/pseudonyms';
import { openEmbeddedStore } from '../../store/embedded/embedded-store';
import type { Store } from '../../store/store';
import { TEST_PSEUDONYM_KEY } from '../../test-support/test-app';

const personKey = pseudonymsWith(TEST_PSEUDONYM_KEY).person;

const ADMIN_TOKEN = 'staff-token-4f9c2a71e0b34d8e';
const AUTH = { authorization: `Bearer ${ADMIN_TOKEN}` };
const START = new Date('2025-03-04T09:00:00.000Z');
const MINUTE_MS = 60_000;

const enquiryPageSchema = z.object({
  items: z.array(storedEnquirySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
const applicationPageSchema = enquiryPageSchema.extend({ items: z.array(storedApplicationSchema) });

const enquiryInput: ContactEnquiryInput = {
  name: 'Layla Haddad',
  email: 'layla@ministry.example',
  company: 'Ministry of Digital Services',
  service: 'e-government',
  message: 'We are planning a citizen portal for permit applications and would like to discuss options.',
  privacy: true,
};

const applicationInput: ApplicationInput = {
  fullName: 'Omar Saleh',
  email: 'omar@candidate.example',
  phone: '+971 50 555 0199',
  coverLetter: 'I have led incident response for a national CERT for six years and built its threat-hunting practice. '.repeat(2),
  resumeLink: '',
  portfolioLink: '',
  years: '5-10',
  agree: true,
};

interface Harness {
  app: FastifyInstance;
  store: Store;
  dataDir: string;
  addEnquiry(overrides?: Partial<ContactEnquiryInput>): Promise<string>;
  addApplication(resume?: { fileName: string; bytes: Buffer }): Promise<string>;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The whole app on the embedded store in a temp data dir; each submission one minute after the last. */
async function harness(adminToken: string | undefined): Promise<Harness> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-admin-'));
  let now = START.getTime();
  const clock = () => new Date(now);
  const store = await openEmbeddedStore({ dataDir, clock });
  const app = await buildApp({
    store,
    dataDir,
    siteOrigins: ['http://localhost:3000'],
    mail: { companyInbox: 'inbox@company.example' },
    adminToken,
    clock,
    pseudonymKey: TEST_PSEUDONYM_KEY,
  });
  cleanups.push(async () => {
    await app.close();
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  return {
    app,
    store,
    dataDir,
    async addEnquiry(overrides = {}) {
      now += MINUTE_MS;
      const enquiry = contactEnquirySchema.parse({ ...enquiryInput, ...overrides });
      return (await store.enquiries.create(enquiry, () => [])).id;
    },
    async addApplication(resume) {
      now += MINUTE_MS;
      const fields = applicationFieldsSchema.parse({
        ...applicationInput,
        resumeLink: resume ? '' : 'https://drive.example/omar-cv',
      });
      const upload = resume && {
        fileName: resume.fileName,
        contentType: 'application/pdf',
        stream: Readable.from([resume.bytes]),
      };
      const stored = await store.applications.create(
        { ...fields, jobSlug: 'senior-cybersecurity-analyst', jobTitle: 'Senior Cybersecurity Analyst' },
        upload,
        () => [],
      );
      return stored.id;
    },
  };
}

/** RFC 4180 reader for the exports (quoted cells, doubled quotes, CRLF rows). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += character;
  }
  return rows;
}

function fakePdf(bytes: number): Buffer {
  const body = Buffer.alloc(bytes);
  for (let index = 0; index < bytes; index += 1) body[index] = (index * 31 + 7) % 256;
  Buffer.from('%PDF-1.7\n').copy(body);
  return body;
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

describe('staff API without ADMIN_TOKEN', () => {
  it.each([
    ['GET', '/api/admin/enquiries'],
    ['GET', '/api/admin/applications/abc/resume'],
    ['GET', '/api/admin/enquiries.csv'],
    ['POST', '/api/admin/anything'],
  ] as const)('answers %s %s with a 404 JSON body, even with a bearer token', async (method, url) => {
    const { app } = await harness(undefined);

    const response = await app.inject({ method, url, headers: AUTH });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('staff API authentication', () => {
  it.each([
    ['no Authorization header', '/api/admin/enquiries', {}],
    ['a wrong token', '/api/admin/enquiries', { authorization: 'Bearer staff-token-4f9c2a71e0b34d8f' }],
    ['a prefix of the token', '/api/admin/enquiries', { authorization: 'Bearer staff-token' }],
    ['the token with another scheme', '/api/admin/enquiries', { authorization: `Basic ${ADMIN_TOKEN}` }],
    ['the token in the query string', `/api/admin/enquiries?token=${ADMIN_TOKEN}`, {}],
    ['the token as access_token', `/api/admin/enquiries?access_token=${ADMIN_TOKEN}`, {}],
    ['no token on an unknown admin path', '/api/admin/users', {}],
  ])('answers 401 with WWW-Authenticate: Bearer for %s', async (_case, url, headers) => {
    const { app } = await harness(ADMIN_TOKEN);

    const response = await app.inject({ method: 'GET', url, headers });

    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('refuses every request from a client after too many wrong tokens, the right one too, while others still get in', async () => {
    const { app } = await harness(ADMIN_TOKEN);
    const attempt = (authorization: string, remoteAddress = '203.0.113.9') =>
      app.inject({ method: 'GET', url: '/api/admin/enquiries', headers: { authorization }, remoteAddress });

    for (let count = 0; count < ADMIN_FAILURES_MAX; count += 1)
      expect((await attempt(`Bearer guess-${count}`)).statusCode).toBe(401);
    const refused = await attempt(AUTH.authorization);

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY_FAILURES);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(AUTH.authorization, '198.51.100.4')).statusCode).toBe(200);
  });

  it('lets exactly the limit of 30 wrong tokens sent at once reach the token check; the rest are refused unread', async () => {
    const { app } = await harness(ADMIN_TOKEN);
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        app.inject({
          method: 'GET',
          url: '/api/admin/enquiries',
          headers: { authorization: `Bearer guess-${index}` },
          remoteAddress: '203.0.113.30',
        }),
      ),
    );
    const statuses = guesses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(ADMIN_FAILURES_MAX);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - ADMIN_FAILURES_MAX);
    const rightAfterwards = await app.inject({
      method: 'GET',
      url: '/api/admin/enquiries',
      headers: AUTH,
      remoteAddress: '203.0.113.30',
    });
    expect(rightAfterwards.statusCode).toBe(429);
  });

  it('does not count requests with the right token against the address', async () => {
    const { app } = await harness(ADMIN_TOKEN);
    const attempt = (authorization: string) =>
      app.inject({ method: 'GET', url: '/api/admin/enquiries', headers: { authorization }, remoteAddress: '203.0.113.31' });
    for (let count = 0; count < 3 * ADMIN_FAILURES_MAX; count += 1)
      expect((await attempt(AUTH.authorization)).statusCode).toBe(200);
    for (let count = 0; count < ADMIN_FAILURES_MAX; count += 1)
      expect((await attempt(`Bearer guess-${count}`)).statusCode).toBe(401);
    expect((await attempt('Bearer one-too-many')).statusCode).toBe(429);
  });

  it('costs as long for a wrong token as for the right one (no early exit on the first differing byte)', async () => {
    const { app } = await harness(ADMIN_TOKEN);
    const time = async (authorization: string, remoteAddress: string) => {
      const started = process.hrtime.bigint();
      await app.inject({ method: 'GET', url: '/api/admin/enquiries.csv', headers: { authorization }, remoteAddress });
      return Number(process.hrtime.bigint() - started);
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const rounds = 40;
    const samples = { wrongFirstByte: [] as number[], wrongLastByte: [] as number[] };
    for (let round = 0; round < rounds; round += 1) {
      // Fresh addresses, so the failure limit does not come into it.
      samples.wrongFirstByte.push(await time(`Bearer X${ADMIN_TOKEN.slice(1)}`, `10.1.${round}.1`));
      samples.wrongLastByte.push(await time(`Bearer ${ADMIN_TOKEN.slice(0, -1)}X`, `10.2.${round}.1`));
    }
    const ratio = median(samples.wrongFirstByte) / median(samples.wrongLastByte);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('answers 404 for an unknown admin path once authenticated', async () => {
    const { app } = await harness(ADMIN_TOKEN);

    const response = await app.inject({ method: 'GET', url: '/api/admin/users', headers: AUTH });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});

describe('GET /api/admin/enquiries', () => {
  it('lists enquiries newest first, a page at a time, with no-store caching', async () => {
    const { app, addEnquiry } = await harness(ADMIN_TOKEN);
    const oldest = await addEnquiry({ name: 'First Sender' });
    const middle = await addEnquiry({ name: 'Second Sender' });
    const newest = await addEnquiry({ name: 'Third Sender', website: 'ministry.example' });

    const first = await app.inject({ method: 'GET', url: '/api/admin/enquiries?page=1&pageSize=2', headers: AUTH });
    const second = await app.inject({ method: 'GET', url: '/api/admin/enquiries?page=2&pageSize=2', headers: AUTH });

    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const firstPage = enquiryPageSchema.parse(first.json());
    expect(firstPage).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(firstPage.items.map((item) => item.id)).toEqual([newest, middle]);
    expect(firstPage.items[0]?.website).toBe('https://ministry.example');
    const secondPage = enquiryPageSchema.parse(second.json());
    expect(secondPage.items.map((item) => item.id)).toEqual([oldest]);
    expect(secondPage.items[0]?.name).toBe('First Sender');
  });

  it.each(['pageSize=101', 'pageSize=0', 'page=0', 'page=abc'])('refuses %s with a 400', async (query) => {
    const { app } = await harness(ADMIN_TOKEN);

    const response = await app.inject({ method: 'GET', url: `/api/admin/enquiries?${query}`, headers: AUTH });

    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/admin/applications', () => {
  it('lists applications newest first and finds one by id', async () => {
    const { app, addApplication } = await harness(ADMIN_TOKEN);
    const older = await addApplication();
    const newer = await addApplication({ fileName: 'cv.pdf', bytes: fakePdf(2_000) });

    const listResponse = await app.inject({ method: 'GET', url: '/api/admin/applications', headers: AUTH });
    const list = applicationPageSchema.parse(listResponse.json());
    const one = await app.inject({ method: 'GET', url: `/api/admin/applications/${older}`, headers: AUTH });
    const missing = await app.inject({ method: 'GET', url: '/api/admin/applications/no-such-id', headers: AUTH });

    expect(list).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(list.items.map((item) => item.id)).toEqual([newer, older]);
    expect(list.items[0]?.resume).toEqual({ fileName: 'cv.pdf', contentType: 'application/pdf', size: 2_000 });
    expect(one.statusCode).toBe(200);
    expect(storedApplicationSchema.parse(one.json())).toMatchObject({ id: older, resumeLink: 'https://drive.example/omar-cv' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/admin/applications/:id/resume', () => {
  it('returns the original bytes with a safe attachment file name', async () => {
    const { app, addApplication } = await harness(ADMIN_TOKEN);
    const bytes = fakePdf(300_000);
    const id = await addApplication({ fileName: '../../evil\r\nX: y.pdf', bytes });

    const response = await app.inject({ method: 'GET', url: `/api/admin/applications/${id}/resume`, headers: AUTH });

    expect(response.statusCode).toBe(200);
    expect(sha256(response.rawPayload)).toBe(sha256(bytes));
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers).not.toHaveProperty('x');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toBe('attachment; filename="evilX_ y.pdf"');
  });

  it('keeps a non-ASCII name in filename* and gives an ASCII fallback', async () => {
    const { app, addApplication } = await harness(ADMIN_TOKEN);
    const id = await addApplication({ fileName: 'سيرة ذاتية "final".pdf', bytes: fakePdf(1_000) });

    const response = await app.inject({ method: 'GET', url: `/api/admin/applications/${id}/resume`, headers: AUTH });

    const disposition = String(response.headers['content-disposition']);
    const [, fallback, encoded] = /^attachment; filename="([ -~]+)"; filename\*=UTF-8''(\S+)$/.exec(disposition) ?? [];
    expect(fallback).toBe('_ _ _final_.pdf');
    expect(decodeURIComponent(encoded ?? '')).toBe('سيرة ذاتية _final_.pdf');
  });

  it('gives a percent-escaped name a plain fallback, the original in filename*', async () => {
    const { app, addApplication } = await harness(ADMIN_TOKEN);
    const id = await addApplication({ fileName: '%2e%2e%2f%2e%2e%2fevil.pdf', bytes: fakePdf(1_000) });

    const response = await app.inject({ method: 'GET', url: `/api/admin/applications/${id}/resume`, headers: AUTH });

    expect(response.headers['content-disposition']).toBe(
      `attachment; filename=_2e_2e_2f_2e_2e_2fevil.pdf; filename*=UTF-8''${encodeURIComponent('%2e%2e%2f%2e%2e%2fevil.pdf')}`,
    );
  });

  it('answers 404 when the application has no resume file', async () => {
    const { app, addApplication } = await harness(ADMIN_TOKEN);
    const id = await addApplication();

    const response = await app.inject({ method: 'GET', url: `/api/admin/applications/${id}/resume`, headers: AUTH });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Resume not found' });
  });
});

describe('CSV exports', () => {
  it('exports every enquiry with RFC 4180 quoting and formulas defused', async () => {
    const { app, addEnquiry } = await harness(ADMIN_TOKEN);
    await addEnquiry({
      message: '=HYPERLINK("https://evil.example","Click") and, "quotes"\r\nnext line',
      company: '+SUM(A1:A9)',
      phone: '-2+3',
      signal: '@layla.01',
    });
    await addEnquiry({ name: 'Plain Sender', message: 'A plain message about encryption audits.', website: 'ministry.example' });

    const response = await app.inject({ method: 'GET', url: '/api/admin/enquiries.csv', headers: AUTH });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const [header, plain, hostile, ...rest] = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(rest).toEqual([]);
    expect(header).toContain('Message');
    const column = (name: string) => header?.indexOf(name) ?? -1;
    expect(plain?.[column('Name')]).toBe('Plain Sender');
    expect(plain?.[column('Website')]).toBe('https://ministry.example');
    expect(hostile?.[column('Message')]).toBe(`'=HYPERLINK("https://evil.example","Click") and, "quotes"\r\nnext line`);
    expect(hostile?.[column('Company')]).toBe("'+SUM(A1:A9)");
    expect(hostile?.[column('Phone')]).toBe("'-2+3");
    expect(hostile?.[column('Signal')]).toBe("'@layla.01");
    expect(response.body).toContain('"\'=HYPERLINK(""https://evil.example"",""Click"") and, ""quotes""');
  });

  it('exports where each application came from', async () => {
    const { app, store } = await harness(ADMIN_TOKEN);
    const fields = applicationFieldsSchema.parse({
      ...applicationInput,
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'spring-hiring',
      referrer: 'https://www.linkedin.com/feed/',
    });
    await store.applications.create(
      { ...fields, jobSlug: 'senior-cybersecurity-analyst', jobTitle: 'Analyst' },
      undefined,
      () => [],
    );

    const response = await app.inject({ method: 'GET', url: '/api/admin/applications.csv', headers: AUTH });

    const [header = [], row = []] = parseCsv(response.body.replace(/^\uFEFF/, ''));
    const cell = (name: string) => row[header.indexOf(name)];
    expect([cell('Source'), cell('UTM source'), cell('UTM medium'), cell('UTM campaign')]).toEqual([
      'LinkedIn',
      'linkedin',
      'social',
      'spring-hiring',
    ]);
    expect([cell('Referring site'), cell('Referred by')]).toEqual(['https://www.linkedin.com', '']);
  });

  it('exports applications beyond one page', async () => {
    const { app, addApplication } = await harness(ADMIN_TOKEN);
    const count = 105;
    for (let index = 0; index < count; index += 1) await addApplication();

    const response = await app.inject({ method: 'GET', url: '/api/admin/applications.csv', headers: AUTH });

    const [header, ...rows] = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual(expect.arrayContaining(['Full name', 'Job', 'Resume link', 'Cover letter']));
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((row) => row[header?.indexOf('Reference') ?? -1])).size).toBe(count);
  });

  it('requires the token', async () => {
    const { app } = await harness(ADMIN_TOKEN);

    const response = await app.inject({ method: 'GET', url: '/api/admin/applications.csv' });

    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/admin/erasures', () => {
  it("deletes one person's enquiries and applications, resume and copies of mails included, and answers the counts", async () => {
    const { app, store, dataDir, addEnquiry, addApplication } = await harness(ADMIN_TOKEN);
    const enquiryId = await addEnquiry();
    const applicationId = await addApplication({ fileName: 'cv.pdf', bytes: Buffer.from('%PDF-1.4 cv') });
    const keptId = await addEnquiry({ email: 'someone.else@ministry.example' });
    // The mails about each, as the worker writes them without an SMTP server: a confirmation and a notification.
    const transport = createMailTransport({ dataDir, from: 'Site <no-reply@company.example>' });
    for (const id of [enquiryId, applicationId, keptId]) {
      for (const index of [0, 1]) {
        await transport.send(
          { to: 'x@ministry.example', subject: 'Thank you', text: 'Cover letter…', html: '<p>…</p>' },
          `${id}.${index}`,
        );
      }
    }
    const mailFiles = () => readdir(path.join(dataDir, OUTBOX_DIR_NAME));
    expect(await mailFiles()).toHaveLength(6);

    const erase = (email: string, headers: Record<string, string> = AUTH) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/erasures',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: { email },
      });

    expect((await erase(enquiryInput.email, {})).statusCode).toBe(401);
    const erasedEnquiry = await erase(enquiryInput.email.toUpperCase());
    const erasedApplication = await erase(applicationInput.email);

    expect([erasedEnquiry.statusCode, erasedEnquiry.json()]).toEqual([
      200,
      { enquiries: 1, applications: 0, newsletterSubscriptions: 0, mailFiles: 2, pseudonym: personKey(enquiryInput.email) },
    ]);
    expect(erasedApplication.json()).toEqual({
      enquiries: 0,
      applications: 1,
      newsletterSubscriptions: 0,
      mailFiles: 2,
      pseudonym: personKey(applicationInput.email),
    });
    const kept = await mailFiles();
    expect(kept).toHaveLength(2);
    expect(kept.every((file) => file.includes(keptId))).toBe(true);
    expect((await store.enquiries.list({ page: 1, pageSize: 10 })).items.map((item) => item.id)).toEqual([keptId]);
    expect((await app.inject({ url: `/api/admin/applications/${applicationId}/resume`, headers: AUTH })).statusCode).toBe(404);
    expect((await erase('')).statusCode).toBe(400);

    // Each erasure is in the staff's audit log, by the machine token, naming the person by a pseudonym only.
    const audit = await store.auditLog.list({}, { page: 1, pageSize: 10 });
    expect(audit.items.map(({ actor, action, target, details }) => ({ actor, action, target, details }))).toEqual(
      expect.arrayContaining([
        {
          actor: { type: 'admin-token' },
          action: 'person.erased',
          target: { type: 'person', id: personKey(enquiryInput.email) },
          details: { enquiries: 1, applications: 0, newsletterSubscriptions: 0, mailFiles: 2 },
        },
        {
          actor: { type: 'admin-token' },
          action: 'person.erased',
          target: { type: 'person', id: personKey(applicationInput.email) },
          details: { enquiries: 0, applications: 1, newsletterSubscriptions: 0, mailFiles: 2 },
        },
      ]),
    );
    expect(audit.items.filter((entry) => entry.action === 'person.erased')).toHaveLength(2);
    expect(JSON.stringify(audit.items)).not.toContain(applicationInput.email);
  });
});

describe('the audit log of the machine token', () => {
  const entries = async (store: Store) => (await store.auditLog.list({}, { page: 1, pageSize: 100 })).items;

  it('records a list, an export, a record and a resume read with the token: one entry for a whole list, never one per row', async () => {
    const { app, store, addEnquiry, addApplication } = await harness(ADMIN_TOKEN);
    for (const letter of 'abcdefghijklmnopqrstuvwxy') await addEnquiry({ name: `Sender ${letter}` });
    const withResume = await addApplication({ fileName: 'cv.pdf', bytes: fakePdf(2_000) });
    await addApplication();

    const reads = [
      '/api/admin/enquiries?pageSize=100',
      '/api/admin/applications',
      '/api/admin/enquiries.csv',
      '/api/admin/applications.csv',
      `/api/admin/applications/${withResume}`,
      `/api/admin/applications/${withResume}/resume`,
    ];
    for (const url of reads) expect((await app.inject({ method: 'GET', url, headers: AUTH })).statusCode).toBe(200);

    const audit = await entries(store);
    expect(audit).toHaveLength(reads.length);
    expect(audit.every((entry) => entry.actor.type === 'admin-token')).toBe(true);
    const byAction = Object.fromEntries(audit.map((entry) => [entry.action, entry]));
    expect(byAction['enquiry.listed']).toMatchObject({
      target: { type: 'enquiry', id: '*' },
      details: { page: 1, pageSize: 100, rows: 25, total: 25 },
    });
    expect(byAction['application.listed']).toMatchObject({ details: { page: 1, pageSize: 20, rows: 2, total: 2 } });
    expect(byAction['enquiry.exported']).toMatchObject({ target: { type: 'enquiry', id: '*' }, details: { rows: 25 } });
    expect(byAction['application.exported']).toMatchObject({ details: { rows: 2 } });
    expect(byAction['application.viewed']).toMatchObject({ target: { type: 'application', id: withResume } });
    expect(byAction['application.resume-opened']).toMatchObject({ target: { type: 'application', id: withResume } });
    expect(JSON.stringify(audit)).not.toContain(enquiryInput.email);
  });

  it('records each wrong or missing token and the start of a lock, the client by its pseudonym', async () => {
    const { app, store } = await harness(ADMIN_TOKEN);
    const attempt = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/api/admin/enquiries', headers, remoteAddress: '203.0.113.9' });
    await attempt({});
    for (let count = 1; count < ADMIN_FAILURES_MAX + 3; count += 1) await attempt({ authorization: `Bearer guess-${count}` });

    const audit = await entries(store);
    const client = { type: 'address', id: pseudonymsWith(TEST_PSEUDONYM_KEY).address('203.0.113.9') };
    const refused = audit.filter((entry) => entry.action === 'admin-token.refused');
    expect(refused).toHaveLength(ADMIN_FAILURES_MAX);
    expect(refused).toContainEqual(
      expect.objectContaining({
        actor: { type: 'anonymous' },
        target: client,
        details: { method: 'GET', route: '/api/admin/enquiries', token: 'missing' },
      }),
    );
    expect(audit.filter((entry) => entry.action === 'admin-token.locked-out')).toEqual([
      expect.objectContaining({ target: client, details: expect.objectContaining({ retryAfterSeconds: expect.any(Number) }) }),
    ]);
    expect(JSON.stringify(audit)).not.toContain('203.0.113.9');
  });
});
