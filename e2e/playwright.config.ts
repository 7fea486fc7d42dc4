import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from 'scripts/chromium';

export default defineConfig({
  testDir: './specs',
  globalSetup: './fixtures/global-setup.ts',
  // One worker: the specs share one composed site, and some start and stop servers of their own.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: process.env.SITE_URL,
    // Content rises into place as it scrolls onto the screen (mfe-marketing's reveal.module.css):
    // a link clicked just after the scroll that brings it into view has moved by then, and the
    // click lands beside it (4 of 40 runs of a click far down /ar/about). Without motion, none of 60.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    { name: 'site', testIgnore: 'front.spec.ts' },
    {
      // The production shape: the same site behind the front server (nginx, HTTPS with a certificate of its own).
      name: 'front',
      testMatch: ['server-rendering.spec.ts', 'front.spec.ts'],
      use: {
        baseURL: process.env.FRONT_URL,
        ignoreHTTPSErrors: true,
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'],
        },
      },
    },
  ],
});
