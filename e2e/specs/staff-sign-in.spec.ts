import { expect, test } from '@playwright/test';
import { FIRST_ADMIN, newPerson, signIn } from '../fixtures/staff';

/**
 * Signing in to the staff console and out again: its session cookie, kept from page to page and
 * ended by signing out. The container tests run it through the front server over HTTPS
 * (e2e/containers.config.ts), where the cookie's `Secure` and `__Host-` rules and the API's origin
 * check meet production's addresses.
 */

test('the first admin signs in, moves between the console pages signed in, and signs out', async ({ browser }) => {
  const { context, page } = await newPerson(browser);
  await signIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  await expect(page).toHaveURL(/\/staff\/enquiries$/);
  const session = (await context.cookies()).find((cookie) => cookie.name === '__Host-staff-session');
  expect(session).toMatchObject({ path: '/', secure: true, httpOnly: true, sameSite: 'Strict' });

  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Accounts' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'New account' })).toBeVisible();
  expect((await page.request.get('/api/staff/session')).status()).toBe(200);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in/);
  expect((await page.request.get('/api/staff/session')).status()).toBe(401);
  await context.close();
});

test('a wrong password is refused with a message, and makes no session', async ({ browser }) => {
  const { context, page } = await newPerson(browser);
  await page.goto('/staff/sign-in');
  await expect(page.locator('#root [data-hydrated="true"]')).toHaveCount(1);
  await page.getByLabel('E-mail').fill(FIRST_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('not the first admin password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Wrong e-mail or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/sign-in/);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('__Host-staff-session');
  await context.close();
});
