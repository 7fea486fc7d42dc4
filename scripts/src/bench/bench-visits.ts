/**
 * `npm run bench:visits -- --cpu <slowdown> [--runs 5] <before-url> <after-url>`: what a visitor
 * feels after the first page, on two builds of the site in one command (issue 49): the time from
 * a click on a link to the next page's heading on screen (`/` to `/about`, `/careers` to a job),
 * after pointing at the link as a visitor does; and the first interactions' latency, from input
 * to the next paint, as the browser's Event Timing API measures it (opening Services, the first
 * keystroke in the contact wizard, the first filter on /careers), the loading of what the page
 * loads for them included. The CPU is slowed by `--cpu` (the slowdown `../shared/perf/pages.mjs
 * --device mid|low` prints for this host), the network is Lighthouse's slow 4G; each figure is
 * the median of `--runs` fresh browsers. Loopback only.
 */
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../local/chromium';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { cpu: { type: 'string' }, runs: { type: 'string', default: '5' } },
});
const cpu = Number(values.cpu);
const runs = Math.min(10, Math.max(1, Number(values.runs)));
if (!(cpu >= 1) || positionals.length === 0) {
  console.error('usage: npm run bench:visits -- --cpu <slowdown> [--runs 5] <before-url> [<after-url>]');
  process.exit(2);
}
for (const base of positionals) {
  if (!['localhost', '127.0.0.1', '[::1]'].includes(new URL(base).hostname)) throw new Error(`${base} is not loopback`);
}

/** Lighthouse's mobile network: 150 ms round trips, 1.6 Mbps down, 750 kbps up. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const POINTING_MS = 300;

const NAVIGATIONS = [
  { from: '/', link: { name: 'About', exact: true }, heading: 'About Us' },
  { from: '/careers', link: { name: /Senior Cybersecurity Analyst/ }, heading: 'Senior Cybersecurity Analyst' },
] as const;

const INTERACTIONS: { name: string; path: string; act: (page: Page) => Promise<void> }[] = [
  {
    name: 'open Services',
    path: '/about',
    // A <details> now, a button before (issue 49).
    act: (page) => page.getByRole('banner').locator('summary, button', { hasText: 'Services' }).click(),
  },
  {
    name: 'first key in the contact wizard',
    path: '/contact',
    act: async (page) => {
      await page.getByRole('form', { name: 'Contact enquiry' }).getByLabel('Full name').click();
      await page.keyboard.press('A');
    },
  },
  {
    name: 'first filter on /careers',
    path: '/careers',
    // A key, as a visitor's: selectOption sets the value from script, which the browser does not time.
    act: async (page) => {
      await page.getByRole('combobox', { name: 'Department' }).focus();
      await page.keyboard.press('ArrowDown');
    },
  },
];

async function throttled(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return page;
}

async function navigationMs(browser: Browser, base: string, navigation: (typeof NAVIGATIONS)[number]): Promise<number> {
  const page = await throttled(browser, new URL(navigation.from, base).href);
  const link = page.getByRole('main').getByRole('link', navigation.link).first();
  const target = (await link.count()) ? link : page.getByRole('link', navigation.link).first();
  await target.hover();
  await page.waitForTimeout(POINTING_MS);
  const started = Date.now();
  await target.click();
  await page.getByRole('heading', { level: 1, name: navigation.heading }).waitFor();
  const elapsed = Date.now() - started;
  await page.close();
  return elapsed;
}

/** The longest input-to-next-paint of the interaction (Event Timing, every event from 16 ms). */
async function interactionMs(browser: Browser, base: string, interaction: (typeof INTERACTIONS)[number]): Promise<number> {
  const page = await throttled(browser, new URL(interaction.path, base).href);
  await page.evaluate(() => {
    const durations: number[] = [];
    Object.assign(window, { interactionDurations: durations });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if ((entry as PerformanceEventTiming).interactionId) durations.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  await interaction.act(page);
  // Event Timing reports an interaction once its next frame has been painted.
  await page.waitForTimeout(1000);
  const durations = await page.evaluate(() => (window as unknown as { interactionDurations: number[] }).interactionDurations);
  await page.close();
  return Math.max(0, ...durations);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function measure(label: string, sample: (browser: Browser) => Promise<number>): Promise<number> {
  const values: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      values.push(await sample(browser));
    } finally {
      await browser.close();
    }
  }
  console.log(`${label}: median ${median(values)} ms (${values.join(', ')})`);
  return median(values);
}

console.log(`CPU slowdown ${cpu}x, slow 4G, ${runs} runs each`);
for (const navigation of NAVIGATIONS) {
  const figures: number[] = [];
  for (const base of positionals) {
    figures.push(
      await measure(`${base} ${navigation.from} → ${navigation.heading}`, (browser) => navigationMs(browser, base, navigation)),
    );
  }
  if (figures.length === 2) console.log(`  after / before: ${((figures[1] ?? 0) / (figures[0] ?? 1)).toFixed(2)}`);
}
for (const interaction of INTERACTIONS) {
  for (const base of positionals) {
    await measure(`${base} ${interaction.name}`, (browser) => interactionMs(browser, base, interaction));
  }
}
