import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from 'scripts/chromium';

/**
 * The production shape in real containers (`npm run test:containers`, scripts/src/containers/run.ts,
 * which builds the images and sets FRONT_URL, SITE_URL, API_URL and the engine's environment): the
 * global setup brings docker-compose.yml up with docker-compose.test.yml; the journeys run in
 * Chromium through the front container over HTTPS, then the images' own checks and the restart.
 */
export default defineConfig({
  globalSetup: './fixtures/container-stack.ts',
  // One stack for all, and the image checks stop and start its containers.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  globalTimeout: 30 * 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: process.env.FRONT_URL,
    ignoreHTTPSErrors: true,
    // As in playwright.config.ts: content rising into place moves a link from under a click.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'] },
    trace: 'off',
  },
  projects: [
    {
      // The smoke test (the home page), server rendering and signing in to the staff console.
      name: 'through-the-front-container',
      testDir: './specs',
      testMatch: ['home.spec.ts', 'server-rendering.spec.ts', 'staff-sign-in.spec.ts'],
      // Those start a site of their own from this checkout's builds, not from the images.
      grepInvert: /negative control/,
    },
    { name: 'images', testDir: './containers', dependencies: ['through-the-front-container'] },
  ],
});
