import { expect, test } from '@playwright/test';

/** Every page of the marketing and contact remotes shows its own h1, never only its URL. */
const PAGES: [string, string][] = [
  ['/', 'Secure digital services for governments and enterprises'],
  ['/about', 'About Us'],
  ['/omar-haddad', 'Omar Haddad'],
  ['/services/e-government', 'E-Government Solutions'],
  ['/services/encryption', 'Encryption Technologies'],
  ['/services/cybersecurity', 'Cybersecurity Services'],
  ['/services/ai-solutions', 'AI/LLM Solutions'],
  ['/contact', 'Contact Us'],
  ['/culture', 'Our Culture'],
  ['/news', 'News & Insights'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/cookie-policy', 'Cookie Policy'],
  ['/security', 'Security at the Core of Everything We Do'],
  ['/compliance', 'Compliance & Regulatory Standards'],
  ['/sitemap', 'Sitemap'],
];

for (const [path, heading] of PAGES) {
  test(`${path} shows its heading '${heading}'`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}
