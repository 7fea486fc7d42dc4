import { expect, test } from '@playwright/test';
import { LinkChecker, LinkState } from 'linkinator';

/**
 * A crawler's walk of the public site from its home page, as a visitor follows links (the
 * language switch leads it through the Arabic site too): every page, picture, script and stylesheet linked from a page answers. Links to other
 * sites are left out (this machine has no internet), and so is the staff console, behind its sign-in.
 */
test.describe.configure({ timeout: 300_000 });

const SITE = process.env.SITE_URL ?? '';

test('a crawl of the site in both languages finds no broken link', async () => {
  const result = await new LinkChecker().check({
    path: SITE,
    recurse: true,
    concurrency: 4,
    timeout: 20_000,
    linksToSkip: async (link) => !link.startsWith(SITE) || new URL(link).pathname.startsWith('/staff'),
  });
  // The walk reached both languages' stories and jobs (the language switch links them), not only the home page.
  const reached = result.links.map((link) => new URL(link.url).pathname);
  for (const path of ['/news/security-operations-centre-doha', '/careers/senior-cybersecurity-analyst']) {
    expect(reached).toContain(path);
    expect(reached).toContain(`/ar${path}`);
  }
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.status ?? 'no answer'} ${link.url} (linked from ${link.parent})`);
  expect(broken).toEqual([]);
});
