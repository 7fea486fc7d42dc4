import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { rspack } from '@rspack/core';
import { appDir, REPO_ROOT, type Site } from 'scripts/compose';
import { federatedAppConfig } from 'scripts/rspack';
import { startPrivateSite } from '../fixtures/private-site';

const RELEASE_NOTE = 'Marketing release 2 is live';

/** Builds a copy of the marketing remote whose culture page carries a visible change. */
async function buildNextMarketingRelease(): Promise<string> {
  // Inside the repo, so the copy resolves the same node_modules.
  const workDir = mkdtempSync(path.join(REPO_ROOT, 'e2e', '.release-'));
  cpSync(path.join(appDir('mfe_marketing'), 'src'), path.join(workDir, 'src'), { recursive: true });
  cpSync(path.join(appDir('mfe_marketing'), 'package.json'), path.join(workDir, 'package.json'));
  const exposed = path.join(workDir, 'src/exposed');
  renameSync(path.join(exposed, 'culture-page.tsx'), path.join(exposed, 'culture-page-previous.tsx'));
  writeFileSync(
    path.join(exposed, 'culture-page.tsx'),
    `import Previous from './culture-page-previous';\nexport default function CulturePage() {\n  return (<><p>${RELEASE_NOTE}</p><Previous /></>);\n}\n`,
  );
  const config = federatedAppConfig({ dir: workDir, name: 'mfe_marketing', devPort: 0 });
  await new Promise<void>((resolve, reject) =>
    rspack({ ...config, mode: 'production' }).run((error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve(),
    ),
  );
  return workDir;
}

let site: Site;
let releaseDir: string | undefined;
test.beforeAll(async () => {
  site = await startPrivateSite();
});
test.afterAll(async () => {
  await site.stop();
  if (releaseDir) rmSync(releaseDir, { recursive: true, force: true });
});

test('a new marketing release reaches visitors on reload without rebuilding or restarting the shell', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${site.url}/culture`);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Culture' })).toBeVisible();
  await expect(page.getByText(RELEASE_NOTE)).toHaveCount(0);
  const shellHtml = readFileSync(path.join(appDir('shell'), 'dist/index.html'), 'utf8');

  releaseDir = await buildNextMarketingRelease();
  await site.remotes.mfe_marketing.stop();
  await site.remotes.mfe_marketing.start(path.join(releaseDir, 'dist'));

  await page.reload();
  await expect(page.getByText(RELEASE_NOTE)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Culture' })).toBeVisible();
  expect(readFileSync(path.join(appDir('shell'), 'dist/index.html'), 'utf8')).toBe(shellHtml);
});
