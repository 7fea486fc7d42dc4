import { expect, test } from '@playwright/test';
import type { StoredEnquiry } from 'contracts';
import { compose, stackFromEnv } from 'scripts/containers';
import { staffGet } from '../fixtures/staff-api';

/** The API's data outlives its container: what a visitor sent before a restart is there after it. */
const RESTART_TIMEOUT_MS = 60_000;

test('an enquiry sent through the front before `docker-compose restart api` is still stored after it', async ({ request }) => {
  // The image checks before this one stopped and started each service: the site answers again first.
  await expect.poll(async () => (await request.get('/')).status(), { timeout: RESTART_TIMEOUT_MS }).toBe(200);
  const email = `restart.${Date.now().toString(36)}@example.org`;
  const sent = await request.post('/api/contact', {
    data: {
      name: 'Rita Restart',
      email,
      service: 'encryption',
      message: 'Sent before the API restarted, kept after it.',
      privacy: true,
    },
  });
  expect(sent.status()).toBe(201);
  const storedEmails = async () =>
    (await staffGet<{ items: StoredEnquiry[] }>('enquiries').catch(() => ({ items: [] }))).items.map((enquiry) => enquiry.email);
  expect(await storedEmails()).toContain(email);

  await compose(stackFromEnv(), ['restart', 'api'], RESTART_TIMEOUT_MS);
  // Asked until the restarted API answers.
  await expect.poll(storedEmails, { timeout: RESTART_TIMEOUT_MS }).toContain(email);
});
