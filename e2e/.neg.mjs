import { chromium } from '@playwright/test';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)));
await page.route('**/culture', async (route) => {
  const response = await route.fetch();
  const text = await response.text();
  console.log('intercepted', text.includes('>Our Culture</h1>'));
  await route.fulfill({ response, body: text.replace('>Our Culture</h1>', '>Our Kulture</h1>') });
});
await page.goto('http://localhost:3000/culture');
await page.waitForTimeout(3000);
console.log(await page.locator('h1').allInnerTexts());
await browser.close();
