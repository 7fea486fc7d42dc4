import { expect, test } from '@playwright/test';

/** The home page: its sections in order, the hero's controls, metadata. */

const HOME_HEADING = 'Secure digital services for governments and enterprises';

test('the home page shows hero, services, about, locations, contact and the closing call, in that order', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Our Office Locations' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 2, name: 'Get in Touch' })).toBeAttached();
  const order = await page.evaluate(() => {
    const main = document.querySelector('main');
    const marks = ['#home', '#services', '#about', '#locations', '#contact'].map((selector) => main?.querySelector(selector));
    const closing = Array.from(main?.querySelectorAll('h2') ?? []).find((heading) =>
      heading.textContent?.includes('Ready to Transform Your Digital Strategy?'),
    );
    return [...marks, closing].map((element) => (element ? element.getBoundingClientRect().top + window.scrollY : null));
  });
  expect(order.every((top) => top !== null)).toBe(true);
  expect(order).toEqual([...order].sort((a, b) => (a ?? 0) - (b ?? 0)));
  await expect(page.getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute('href', '/contact');
});

test('the hero shows the badge and the four figures, and its buttons lead on', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('#home');
  await expect(hero.getByText('Trusted by governments worldwide')).toBeVisible();
  for (const figure of ['Years of Excellence', 'Global Clients', 'International Offices', 'Projects Delivered']) {
    await expect(hero.getByText(figure)).toBeVisible();
  }
  await hero.getByRole('link', { name: 'Explore Our Services' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-Government Solutions' })).toBeVisible();
});

test("'Scroll down' brings the services into view", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Scroll down' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Our Services' })).toBeInViewport();
});

test('a service card shows its features on hover and on keyboard focus', async ({ page }) => {
  await page.goto('/');
  // CSS alone: waiting, the features are only visually hidden (screen readers read the whole card).
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Cybersecurity Services' }) });
  const feature = card.getByText('Penetration Testing', { exact: true });
  // Painted where it stands, not clipped away: what the visitor sees.
  const shown = () =>
    feature.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const painted = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return painted !== null && element.contains(painted);
    });
  await card.getByRole('heading').scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await expect.poll(shown).toBe(false);
  await card.hover();
  await expect.poll(shown).toBe(true);
  await page.mouse.move(0, 0);
  await expect.poll(shown).toBe(false);
  await card.getByRole('link', { name: /Learn more/ }).focus();
  await expect.poll(shown).toBe(true);
});

test('the home page carries its Organization JSON-LD', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  const graphs = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
  const organization = graphs.find((graph) => graph['@type'] === 'Organization');
  expect(organization).toMatchObject({ logo: expect.stringMatching(/\/logo\.svg$/), sameAs: expect.any(Array) });
  expect(organization.address.addressLocality).toBe('Chicago');
});
