import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SERVER_REMOTE_ENTRY, SSR_BUILD_DIR } from 'contracts/federation';
import { currentDist } from 'scripts/build-release';
import type { Site } from 'scripts/compose';
import { startPrivateSite } from '../fixtures/private-site';

const FALLBACK = 'This page is temporarily unavailable';

let site: Site;
let altered: string;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The marketing remote as whoever alters its files at its origin or on the way would serve it:
  // the entry as released, every chunk of its server build with code added.
  altered = mkdtempSync(path.join(tmpdir(), 'altered-remote-'));
  cpSync(currentDist('mfe_marketing'), altered, { recursive: true });
  const serverBuild = path.join(altered, SSR_BUILD_DIR);
  for (const chunk of readdirSync(serverBuild).filter((file) => file.endsWith('.js') && file !== SERVER_REMOTE_ENTRY)) {
    appendFileSync(path.join(serverBuild, chunk), '\n;globalThis.alteredChunkRan = true;\n');
  }
  site = await startPrivateSite({ remoteDirs: { mfe_marketing: altered } });
});
test.afterAll(async () => {
  await site?.stop();
  rmSync(altered, { recursive: true, force: true });
});

test("a remote's server chunk altered after its release is refused: the fallback is rendered, the log says why, and the released chunk is run again", async ({
  request,
}) => {
  const page = await request.get(`${site.url}/culture`);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain(FALLBACK);
  expect(html).not.toContain('Our Core Values');
  expect(site.shellLog()).toMatch(
    /Refused http:\/\/127\.0\.0\.1:\d+\/releases\/[\w.-]+\/ssr\/[\w.-]+\.js: its SHA-256 is [0-9a-f]{64}, the registry pins [0-9a-f]{64}/,
  );

  // The origin's files mended: the shell's server loads the version again and renders it.
  const { version } = JSON.parse(readFileSync(`${currentDist('mfe_marketing')}/release.json`, 'utf8')) as { version: string };
  cpSync(currentDist('mfe_marketing'), path.join(site.remotes.mfe_marketing.releasesDir, version), { recursive: true });
  await expect
    .poll(async () => (await request.get(`${site.url}/culture`)).text(), { timeout: 10_000 })
    .toContain('Our Core Values');
});
