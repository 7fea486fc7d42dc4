import { createHmac } from 'node:crypto';
import {
  NEWSLETTER_CONFIRMED_MESSAGE,
  NEWSLETTER_LINK_INVALID_MESSAGE,
  NEWSLETTER_SUBSCRIBED_MESSAGE,
  NEWSLETTER_UNSUBSCRIBED_MESSAGE,
  VALIDATION_FAILED_MESSAGE,
} from 'contracts';
import { CONFIRMATION_WINDOW_MS } from '../../mail/confirmation-limit';
import { TOO_MANY_REQUESTS_MESSAGE } from '../../plugins/rate-limit';
import type { OutboxEntry } from '../../store/outbox-entry';
import { closeTestApps, createTestApp, TEST_NOW, TEST_SITE_ORIGIN, type TestApp } from '../../test-support/test-app';

afterEach(closeTestApps);

const json = { 'content-type': 'application/json' };
const subscribe = (test: TestApp, payload: unknown) =>
  test.app.inject({ method: 'POST', url: '/api/newsletter/subscriptions', headers: json, payload: JSON.stringify(payload) });
const mailsTo = async (test: TestApp, email: string): Promise<OutboxEntry[]> =>
  (await test.store.outbox.due(test.clock.now, 50)).filter((entry) => entry.mail.to === email);
/** The token of the first link in the text that leads to `path`. */
const tokenIn = (text: string, path: string) => {
  const url = new URL(new RegExp(`${TEST_SITE_ORIGIN}${path}\\?token=\\S+`).exec(text)?.[0] ?? 'http://missing/');
  return url.searchParams.get('token') ?? '';
};
const oneClickUrl = (entry: OutboxEntry) => /^<(.+)>$/.exec(entry.mail.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';

describe('POST /api/newsletter/subscriptions', () => {
  it('stores a pending subscription and queues a confirmation with one-click unsubscribe headers', async () => {
    const test = await createTestApp();
    const response = await subscribe(test, { email: ' Reader@Example.com ', locale: 'en' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: NEWSLETTER_SUBSCRIBED_MESSAGE });
    expect((await test.store.newsletter.page({}, { page: 1, pageSize: 10 })).items).toEqual([
      {
        id: expect.any(String),
        email: 'reader@example.com',
        locale: 'en',
        state: 'pending',
        subscribedAt: TEST_NOW.toISOString(),
      },
    ]);
    const [mail] = await mailsTo(test, 'reader@example.com');
    expect(mail?.mail.subject).toBe('Confirm your subscription to our newsletter');
    expect(mail?.mail.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(new RegExp(`^<${TEST_SITE_ORIGIN}/api/newsletter/unsubscribe\\?token=`)),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail?.mail.text).toContain(`${TEST_SITE_ORIGIN}/newsletter/confirm?token=`);
    expect(mail?.mail.text).toContain(`${TEST_SITE_ORIGIN}/newsletter/unsubscribe?token=`);
    expect(mail?.mail.text).toContain('Kind regards,\nTest Company');
    expect(mail?.mail.html).toMatch(/<a href="http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=[^"]+">/);
  });

  it('writes the confirmation in Arabic, with Arabic pages, for a visitor on the Arabic site', async () => {
    const test = await createTestApp();
    await subscribe(test, { email: 'qari@example.com', locale: 'ar' });
    const [mail] = await mailsTo(test, 'qari@example.com');
    expect(mail?.mail.subject).toBe('يُرجى تأكيد اشتراككم في النشرة الإخبارية');
    expect(mail?.mail.html).toContain('dir="rtl"');
    expect(mail?.mail.text).toContain(`${TEST_SITE_ORIGIN}/ar/newsletter/confirm?token=`);
    expect(mail?.mail.text).toContain(`${TEST_SITE_ORIGIN}/ar/newsletter/unsubscribe?token=`);
  });

  it('mails one address once a window however often it is subscribed, and answers the same every time', async () => {
    const test = await createTestApp();
    const first = await subscribe(test, { email: 'flood@example.com', locale: 'en' });
    for (const email of ['flood@example.com', 'FLOOD@example.com']) {
      const again = await subscribe(test, { email, locale: 'en' });
      expect([again.statusCode, again.body]).toEqual([first.statusCode, first.body]);
    }
    expect(await mailsTo(test, 'flood@example.com')).toHaveLength(1);
    expect((await test.store.newsletter.page({}, { page: 1, pageSize: 10 })).total).toBe(1);

    test.clock.now = new Date(TEST_NOW.getTime() + CONFIRMATION_WINDOW_MS);
    await subscribe(test, { email: 'flood@example.com', locale: 'en' });
    expect(await mailsTo(test, 'flood@example.com')).toHaveLength(2);
  });

  it('sends a confirmed subscriber no confirmation, with the same answer', async () => {
    const test = await createTestApp();
    await subscribe(test, { email: 'keen@example.com', locale: 'en' });
    const [mail] = await mailsTo(test, 'keen@example.com');
    const token = tokenIn(mail?.mail.text ?? '', '/newsletter/confirm');
    await test.app.inject({ method: 'POST', url: '/api/newsletter/confirmations', headers: json, payload: { token } });
    test.clock.now = new Date(TEST_NOW.getTime() + CONFIRMATION_WINDOW_MS);
    const again = await subscribe(test, { email: 'keen@example.com', locale: 'en' });
    expect(again.json()).toEqual({ message: NEWSLETTER_SUBSCRIBED_MESSAGE });
    expect(await mailsTo(test, 'keen@example.com')).toHaveLength(1);
  });

  it('answers 500 and keeps the address its confirmation when the store refuses the subscription', async () => {
    const test = await createTestApp();
    const subscribeOnce = test.store.newsletter.subscribe;
    test.store.newsletter.subscribe = () => Promise.reject(new Error('disk full'));
    const failed = await subscribe(test, { email: 'retry@example.com', locale: 'en' });
    expect(failed.statusCode).toBe(500);
    expect(failed.json().message).not.toContain('disk full');
    test.store.newsletter.subscribe = subscribeOnce;
    expect((await subscribe(test, { email: 'retry@example.com', locale: 'en' })).statusCode).toBe(202);
    expect(await mailsTo(test, 'retry@example.com')).toHaveLength(1);
  });

  it.each([
    [{ email: 'not-an-address', locale: 'en' }, { email: 'Please enter a valid email address' }],
    [{ email: `${'a'.repeat(95)}@example.com`, locale: 'en' }, { email: 'Email cannot exceed 100 characters' }],
    [{ locale: 'en' }, { email: 'Please enter a valid email address' }],
    [{ email: 'a@example.com', locale: 'fr' }, { locale: 'Language must be one of: en, ar' }],
  ])('refuses %j with the field messages and stores nothing', async (payload, errors) => {
    const test = await createTestApp();
    const response = await subscribe(test, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: VALIDATION_FAILED_MESSAGE, errors });
    expect((await test.store.newsletter.page({}, { page: 1, pageSize: 10 })).total).toBe(0);
  });

  it('answers 429 once a client subscribes too often, like the contact form', async () => {
    const test = await createTestApp({ limits: { rateLimitMax: 2 } });
    expect((await subscribe(test, { email: 'one@example.com', locale: 'en' })).statusCode).toBe(202);
    expect((await subscribe(test, { email: 'two@example.com', locale: 'en' })).statusCode).toBe(202);
    const limited = await subscribe(test, { email: 'three@example.com', locale: 'en' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: TOO_MANY_REQUESTS_MESSAGE });
  });
});

describe('confirming and unsubscribing', () => {
  async function subscribed(email: string) {
    const test = await createTestApp();
    await subscribe(test, { email, locale: 'en' });
    const [entry] = await mailsTo(test, email);
    if (!entry) throw new Error('no confirmation queued');
    return { test, entry, state: async () => (await test.store.newsletter.findByEmail(email))[0]?.state };
  }

  it('confirms with the token of the confirm link, and again harmlessly', async () => {
    const { test, entry, state } = await subscribed('confirm@example.com');
    const token = tokenIn(entry.mail.text, '/newsletter/confirm');
    for (let time = 0; time < 2; time += 1) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/newsletter/confirmations',
        headers: json,
        payload: { token },
      });
      expect([response.statusCode, response.json()]).toEqual([200, { message: NEWSLETTER_CONFIRMED_MESSAGE }]);
    }
    expect(await state()).toBe('confirmed');
  });

  it('refuses a forged token, and an unsubscribe token used to confirm', async () => {
    const { test, entry, state } = await subscribed('forged@example.com');
    const unsubscribeToken = tokenIn(entry.mail.text, '/newsletter/unsubscribe');
    const id = unsubscribeToken.split('.')[0];
    const forged = `${id}.${createHmac('sha256', 'guess').update(`confirm:${id}`).digest('base64url')}`;
    for (const token of [unsubscribeToken, forged, 'nonsense']) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/newsletter/confirmations',
        headers: json,
        payload: { token },
      });
      expect([response.statusCode, response.json()]).toEqual([404, { message: NEWSLETTER_LINK_INVALID_MESSAGE }]);
    }
    expect(await state()).toBe('pending');
  });

  it('ends the subscription with a one-click POST to the List-Unsubscribe URL (RFC 8058)', async () => {
    const { test, entry, state } = await subscribed('oneclick@example.com');
    const url = new URL(oneClickUrl(entry));
    const response = await test.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect([response.statusCode, response.json()]).toEqual([200, { message: NEWSLETTER_UNSUBSCRIBED_MESSAGE }]);
    expect(await state()).toBe('unsubscribed');
    expect((await test.store.newsletter.findByEmail('oneclick@example.com'))[0]?.unsubscribedAt).toBe(TEST_NOW.toISOString());
  });

  it('unsubscribes from the page (JSON), and refuses a body other than One-Click', async () => {
    const { test, entry, state } = await subscribed('page@example.com');
    const token = tokenIn(entry.mail.text, '/newsletter/unsubscribe');
    const url = `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
    const wrong = await test.app.inject({ method: 'POST', url, headers: json, payload: { 'List-Unsubscribe': 'Yes' } });
    expect(wrong.statusCode).toBe(400);
    expect(await state()).toBe('pending');
    const right = await test.app.inject({ method: 'POST', url, headers: json, payload: { 'List-Unsubscribe': 'One-Click' } });
    expect(right.statusCode).toBe(200);
    expect(await state()).toBe('unsubscribed');
  });

  it('sends a person who opens the List-Unsubscribe URL to the page in their language', async () => {
    const { test, entry } = await subscribed('opener@example.com');
    const url = new URL(oneClickUrl(entry));
    const response = await test.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${TEST_SITE_ORIGIN}/newsletter/unsubscribe${url.search}`);
  });

  it('subscribes an unsubscribed address again as pending', async () => {
    const { test, entry, state } = await subscribed('back@example.com');
    const url = new URL(oneClickUrl(entry));
    await test.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    test.clock.now = new Date(TEST_NOW.getTime() + CONFIRMATION_WINDOW_MS);
    await subscribe(test, { email: 'back@example.com', locale: 'ar' });
    expect(await state()).toBe('pending');
    const mails = await mailsTo(test, 'back@example.com');
    expect(mails.map((mail) => mail.id.split('.')[1])).toEqual(['0', '1']);
    expect(mails[1]?.mail.text).toContain('/ar/newsletter/confirm?token=');
  });
});
