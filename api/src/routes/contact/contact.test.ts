import { Writable } from 'node:stream';
import { errorBodySchema, UNSUPPORTED_LOCALE_MESSAGE, VALIDATION_FAILED_MESSAGE } from 'contracts';
import { z } from 'zod';
import { CONFIRMATION_WINDOW_MS, CONFIRMATIONS_PER_RECIPIENT_PER_DAY } from '../../mail/confirmation-limit';
import { TOO_MANY_REQUESTS_MESSAGE } from '../../plugins/rate-limit';
import { validEnquiry } from '../../test-support/submissions';
import { closeTestApps, createTestApp, TEST_COMPANY_INBOX, TEST_NOW } from '../../test-support/test-app';
import { ENQUIRY_RECEIVED_MESSAGE } from './index';

afterEach(closeTestApps);

const receiptSchema = z.strictObject({ id: z.uuid(), message: z.literal(ENQUIRY_RECEIVED_MESSAGE) });
const json = { 'content-type': 'application/json' };

async function submit(payload: unknown, options: { limits?: { rateLimitMax: number } } = {}) {
  const test = await createTestApp(options);
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: json,
    payload: JSON.stringify(payload),
  });
  return { ...test, response };
}

describe('POST /api/contact', () => {
  it('confirms to one address at most CONFIRMATIONS_PER_RECIPIENT_PER_DAY times a day, and still stores and notifies', async () => {
    const test = await createTestApp();
    const post = (email: string) =>
      test.app.inject({ method: 'POST', url: '/api/contact', headers: json, payload: JSON.stringify(validEnquiry({ email })) });
    const sends = CONFIRMATIONS_PER_RECIPIENT_PER_DAY + 2;
    for (let index = 0; index < sends; index += 1) {
      expect((await post(index % 2 ? 'Victim@Elsewhere.example' : 'victim@elsewhere.example')).statusCode).toBe(201);
    }

    const recipients = (await test.store.outbox.due(TEST_NOW, 50)).map((mail) => mail.mail.to.toLowerCase());
    expect(recipients.filter((to) => to === 'victim@elsewhere.example')).toHaveLength(CONFIRMATIONS_PER_RECIPIENT_PER_DAY);
    expect(recipients.filter((to) => to === TEST_COMPANY_INBOX)).toHaveLength(sends);
    expect((await test.store.enquiries.list({ page: 1, pageSize: 50 })).total).toBe(sends);

    test.clock.now = new Date(TEST_NOW.getTime() + CONFIRMATION_WINDOW_MS);
    await post('victim@elsewhere.example');
    const later = await test.store.outbox.due(test.clock.now, 50);
    expect(later.filter((mail) => mail.mail.to.toLowerCase() === 'victim@elsewhere.example')).toHaveLength(
      CONFIRMATIONS_PER_RECIPIENT_PER_DAY + 1,
    );
  });

  it('stores the enquiry and answers 201 with its id and the thank-you message', async () => {
    const { response, store } = await submit(validEnquiry());
    expect(response.statusCode).toBe(201);
    const receipt = receiptSchema.parse(response.json());
    const { items } = await store.enquiries.list({ page: 1, pageSize: 10 });
    expect(items).toEqual([
      {
        id: receipt.id,
        name: 'Layla Al-Mansouri',
        email: 'layla.almansouri@ministry.example',
        company: 'Ministry of Digital Services',
        website: 'https://ministry.example',
        phone: '+974 4400 1234',
        signal: '@layla.01',
        service: 'e-government',
        message: 'We are modernising our permit services and would like to discuss a citizen portal.',
        privacy: true,
        locale: 'en',
        receivedAt: TEST_NOW.toISOString(),
      },
    ]);
  });

  it('stores the language of the page it was sent from, English when the client names none', async () => {
    const test = await createTestApp();
    const post = (payload: unknown) =>
      test.app.inject({ method: 'POST', url: '/api/contact', headers: json, payload: JSON.stringify(payload) });
    expect((await post(validEnquiry({ locale: 'ar' }))).statusCode).toBe(201);
    test.clock.now = new Date(TEST_NOW.getTime() + 1000);
    expect((await post(validEnquiry({ email: 'older.client@ministry.example' }))).statusCode).toBe(201);
    const { items } = await test.store.enquiries.list({ page: 1, pageSize: 10 });
    expect(items.map((enquiry) => [enquiry.email, enquiry.locale])).toEqual([
      ['older.client@ministry.example', 'en'],
      ['layla.almansouri@ministry.example', 'ar'],
    ]);
  });

  it('queues a confirmation to the visitor and a notification to the company inbox', async () => {
    const { store } = await submit(validEnquiry());
    const due = await store.outbox.due(TEST_NOW, 10);
    expect(due.map((entry) => entry.mail.to)).toEqual(['layla.almansouri@ministry.example', TEST_COMPANY_INBOX]);
  });

  it('confirms in the language the enquiry was sent in, and notifies the inbox in English', async () => {
    const { store } = await submit(validEnquiry({ locale: 'ar' }));
    const [confirmation, notification] = (await store.outbox.due(TEST_NOW, 10)).map((entry) => entry.mail);
    expect(confirmation?.subject).toBe('تم استلام استفساركم');
    expect(confirmation?.html).toContain('<html lang="ar" dir="rtl">');
    expect(notification?.text).toContain('Language: Arabic');
  });

  it('accepts the wizard sending empty optional fields and no botcheck at all', async () => {
    const { botcheck: _botcheck, ...withoutBotcheck } = validEnquiry({ company: '', website: '', phone: '', signal: '' });
    const { response } = await submit(withoutBotcheck);
    expect(response.statusCode).toBe(201);
  });

  it('trims fields and reads a bare domain as an https address', async () => {
    const { response, store } = await submit(validEnquiry({ name: '  Layla  ', website: 'ministry.example' }));
    expect(response.statusCode).toBe(201);
    const [stored] = (await store.enquiries.list({ page: 1, pageSize: 1 })).items;
    expect(stored).toMatchObject({ name: 'Layla', website: 'https://ministry.example' });
  });

  describe('honeypot', () => {
    it('answers a filled botcheck exactly like success, and stores and queues nothing', async () => {
      const lines: string[] = [];
      const logs = new Writable({
        write(chunk, _encoding, callback) {
          lines.push(String(chunk));
          callback();
        },
      });
      const { app, store } = await createTestApp({ logger: { level: 'info', stream: logs } });
      const real = await app.inject({ method: 'POST', url: '/api/contact', headers: json, payload: validEnquiry() });
      const bot = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: json,
        payload: validEnquiry({ botcheck: 'https://cheap-seo.example' }),
      });
      expect(bot.statusCode).toBe(real.statusCode);
      expect(receiptSchema.parse(bot.json()).id).not.toBe(receiptSchema.parse(real.json()).id);
      expect(Object.keys(bot.json())).toEqual(Object.keys(real.json()));
      expect((await store.enquiries.list({ page: 1, pageSize: 10 })).total).toBe(1);
      expect(await store.outbox.due(TEST_NOW, 10)).toHaveLength(2);
      expect(lines.some((line) => line.includes('honeypot'))).toBe(true);
    });
  });

  describe('validation of the contact form', () => {
    it.each([
      ['name', 'one letter', 'L', 'Name must be at least 2 characters'],
      ['name', 'only spaces', '   ', 'Name must be at least 2 characters'],
      ['name', '101 letters', 'L'.repeat(101), 'Name cannot exceed 100 characters'],
      ['name', 'markup', 'Layla <script>', 'Name contains invalid characters'],
      ['name', 'a newline', 'Layla\nBcc: victim@example.com', 'Name contains invalid characters'],
      ['name', 'a tab', 'Layla\tAl-Mansouri', 'Name contains invalid characters'],
      ['email', 'no @', 'layla-at-ministry', 'Please enter a valid email address'],
      ['email', 'a CRLF header', 'layla@ministry.example\r\nBcc: victim@example.com', 'Please enter a valid email address'],
      ['email', '101 characters', `${'a'.repeat(89)}@example.com`, 'Email cannot exceed 100 characters'],
      ['company', '101 characters', 'C'.repeat(101), 'Company name cannot exceed 100 characters'],
      ['website', 'javascript:', 'javascript:alert(document.cookie)', 'Please enter a valid URL'],
      ['website', 'javascript://', 'javascript://example.com/%0Aalert(1)', 'Please enter a valid URL'],
      ['website', 'data:', 'data:text/html,<script>alert(1)</script>', 'Please enter a valid URL'],
      ['website', 'words', 'not a web address', 'Please enter a valid URL'],
      ['phone', '21 characters', '1'.repeat(21), 'Phone number cannot exceed 20 characters'],
      ['signal', '51 characters', 's'.repeat(51), 'Signal handle cannot exceed 50 characters'],
      ['service', 'empty', '', 'Please select a service'],
      ['service', 'not an option', 'ai-solutions', 'Please select a service'],
      ['message', '9 characters', 'Too short', 'Message must be at least 10 characters'],
      ['message', '2,001 characters', 'm'.repeat(2001), 'Message cannot exceed 2000 characters'],
      ['privacy', 'false', false, 'You must agree to our privacy policy'],
      ['privacy', "the string 'true'", 'true', 'You must agree to our privacy policy'],
      ['locale', 'a language the site does not speak', 'fr', UNSUPPORTED_LOCALE_MESSAGE],
      ['locale', 'upper case', 'AR', UNSUPPORTED_LOCALE_MESSAGE],
    ])('rejects %s (%s) with %j', async (field, _description, value, message) => {
      const { response, store } = await submit(validEnquiry({ [field]: value }));
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json())).toEqual({
        message: VALIDATION_FAILED_MESSAGE,
        errors: { [field]: message },
      });
      expect((await store.enquiries.list({ page: 1, pageSize: 1 })).total).toBe(0);
    });

    it('names every failing field once, with its first message', async () => {
      const { response } = await submit({ name: 'L', email: 'nope', service: 'other', message: 'short', privacy: false });
      expect(response.json()).toEqual({
        message: VALIDATION_FAILED_MESSAGE,
        errors: {
          name: 'Name must be at least 2 characters',
          email: 'Please enter a valid email address',
          message: 'Message must be at least 10 characters',
          privacy: 'You must agree to our privacy policy',
        },
      });
    });

    it('rejects unknown fields', async () => {
      const { response } = await submit(validEnquiry({ isAdmin: true } as never));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: VALIDATION_FAILED_MESSAGE, errors: { isAdmin: 'Unknown field' } });
    });

    it.each([
      ['name', { $gt: '' }],
      ['email', { $ne: null }],
      ['message', ['ten characters', 'at least']],
      ['service', { $in: ['e-government'] }],
      ['botcheck', { $exists: false }],
      ['locale', { $ne: 'en' }],
    ])('rejects an operator object or wrong type in %s', async (field, value) => {
      const { response, store } = await submit(validEnquiry({ [field]: value }));
      expect(response.statusCode).toBe(400);
      expect(Object.keys(errorBodySchema.parse(response.json()).errors ?? {})).toEqual([field]);
      expect((await store.enquiries.list({ page: 1, pageSize: 1 })).total).toBe(0);
    });
  });

  describe('rate limit', () => {
    const LIMIT = 3;
    const post = (
      app: Awaited<ReturnType<typeof createTestApp>>['app'],
      headers: Record<string, string> = {},
      remoteAddress?: string,
    ) =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { ...json, ...headers },
        payload: validEnquiry(),
        ...(remoteAddress ? { remoteAddress } : {}),
      });

    it('answers 429 JSON with Retry-After once a client sends too many', async () => {
      const { app } = await createTestApp({ limits: { rateLimitMax: LIMIT } });
      for (let index = 0; index < LIMIT; index += 1) expect((await post(app)).statusCode).toBe(201);
      const limited = await post(app);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toEqual({ message: TOO_MANY_REQUESTS_MESSAGE });
      expect(limited.headers['x-content-type-options']).toBe('nosniff');
    });

    it('tells clients behind the proxy apart, and a forged X-Forwarded-For entry does not help', async () => {
      const { app } = await createTestApp({ limits: { rateLimitMax: LIMIT }, trustedProxies: ['127.0.0.1'] });
      // The proxy appends the address it saw; whatever the client wrote before it is ignored.
      const viaProxy = (forged: string, client: string) => ({ 'x-forwarded-for': `${forged}, ${client}` });
      for (let index = 0; index < LIMIT; index += 1) {
        expect((await post(app, viaProxy(`10.0.0.${index}`, '203.0.113.7'))).statusCode).toBe(201);
      }
      expect((await post(app, viaProxy('192.0.2.99', '203.0.113.7'))).statusCode).toBe(429);
      expect((await post(app, viaProxy('192.0.2.99', '198.51.100.23'))).statusCode).toBe(201);
    });

    it('takes the proxy for the client when its X-Forwarded-For entry is not an address', async () => {
      const { app } = await createTestApp({ limits: { rateLimitMax: LIMIT }, trustedProxies: ['127.0.0.1'] });
      for (let index = 0; index < LIMIT; index += 1) {
        expect((await post(app, { 'x-forwarded-for': `not-an-address-${index}` })).statusCode).toBe(201);
      }
      expect((await post(app, { 'x-forwarded-for': 'not-an-address-at-all' })).statusCode).toBe(429);
      expect((await post(app, {})).statusCode).toBe(429);
      expect((await post(app, { 'x-forwarded-for': 'junk, 203.0.113.7' })).statusCode).toBe(201);
    });

    it('ignores X-Forwarded-For from a peer that is not a configured shell, even a private one', async () => {
      const { app } = await createTestApp({ limits: { rateLimitMax: LIMIT }, trustedProxies: ['10.0.0.5'] });
      for (let index = 0; index < LIMIT; index += 1) {
        expect((await post(app, { 'x-forwarded-for': `203.0.113.${index}` }, '172.18.0.9')).statusCode).toBe(201);
      }
      expect((await post(app, { 'x-forwarded-for': '203.0.113.200' }, '172.18.0.9')).statusCode).toBe(429);
      expect((await post(app, { 'x-forwarded-for': '203.0.113.200' }, '10.0.0.5')).statusCode).toBe(201);
    });

    it('counts every address of one IPv6 /64 as one client', async () => {
      const { app } = await createTestApp({ limits: { rateLimitMax: LIMIT } });
      for (let index = 1; index <= LIMIT; index += 1) {
        expect((await post(app, {}, `2001:db8:7:7::${index}`)).statusCode).toBe(201);
      }
      expect((await post(app, {}, '2001:db8:7:7:ffff:1:2:3')).statusCode).toBe(429);
      expect((await post(app, {}, '2001:db8:7:8::1')).statusCode).toBe(201);
    });

    it('ignores X-Forwarded-For from a client that connects directly from outside', async () => {
      const { app } = await createTestApp({ limits: { rateLimitMax: LIMIT } });
      for (let index = 0; index < LIMIT; index += 1) {
        expect((await post(app, { 'x-forwarded-for': `203.0.113.${index}` }, '198.51.100.9')).statusCode).toBe(201);
      }
      expect((await post(app, { 'x-forwarded-for': '203.0.113.200' }, '198.51.100.9')).statusCode).toBe(429);
    });

    it('counts honeypot submissions too', async () => {
      const { app } = await createTestApp({ limits: { rateLimitMax: 1 } });
      const bot = () =>
        app.inject({ method: 'POST', url: '/api/contact', headers: json, payload: validEnquiry({ botcheck: 'x' }) });
      expect((await bot()).statusCode).toBe(201);
      expect((await bot()).statusCode).toBe(429);
    });

    it('never throttles reads', async () => {
      const { app } = await createTestApp({ limits: { rateLimitMax: 1 } });
      for (let index = 0; index < 15; index += 1) {
        expect((await app.inject({ method: 'GET', url: '/api/careers' })).statusCode).toBe(200);
      }
    });
  });
});
