/**
 * The layers biome.json encodes (contracts ← shared-ui ← remotes ← shell; api ← contracts; the
 * remotes' runtime ← contracts; nothing imports scripts at run time; in a remote, a feature ←
 * lib, components and messages, and only exposed/ combines features): a module with a wrong arrow fails
 * `npm run lint`, the first step of `npm test`; the right arrows pass.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '../../..');
const biome = path.join(root, 'node_modules/.bin/biome');
/**
 * The import-cycle rule makes Biome scan the whole project first (seconds on a busy machine);
 * lint-rules.test.ts checks it. The layers need only the module itself.
 */
const SKIP_PROJECT_SCAN = '--skip=suspicious/noImportCycles';

/** The first folder of `folder` that does not exist yet (created for the check, removed after it). */
function firstMissing(folder: string): string | undefined {
  const parts = folder.split('/');
  const missingAt = parts.findIndex((_, index) => !existsSync(path.join(root, ...parts.slice(0, index + 1))));
  return missingAt < 0 ? undefined : path.join(root, ...parts.slice(0, missingAt + 1));
}

/** Lints a module (`.test.ts`: a test) written into `folder` for the check, and removes it again. */
async function lintImport(folder: string, specifier: string, extension = '.ts'): Promise<{ passes: boolean; output: string }> {
  const created = firstMissing(folder);
  mkdirSync(path.join(root, folder), { recursive: true });
  const file = path.join(root, folder, `layer-check-${process.pid}-${Math.random().toString(36).slice(2)}${extension}`);
  writeFileSync(file, `import * as imported from '${specifier}';\n\nexport const used = imported;\n`);
  try {
    const { stdout, stderr } = await promisify(execFile)(biome, ['lint', SKIP_PROJECT_SCAN, file], { cwd: root });
    return { passes: true, output: stdout + stderr };
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    return { passes: false, output: stdout + stderr };
  } finally {
    rmSync(created ?? file, { recursive: true, force: true });
  }
}

test.each([
  ['contracts/src', 'react', /contracts is the bottom layer/],
  ['contracts/src', 'shared-ui', /contracts is the bottom layer/],
  ['shared-ui/src', 'shell/src/routes', /may import only contracts/],
  ['mfe-careers/src', 'mfe-contact/src/exposed/contact-section', /A remote may import only shared-ui and contracts/],
  ['mfe-careers/src', '../../mfe-contact/src/exposed/contact-section', /A remote may import only shared-ui and contracts/],
  ['mfe-marketing/src', 'react-router-dom', /Import routing from 'shared-ui'/],
  ['mfe-careers/src', '@tanstack/react-query', /Import React Query from 'shared-ui\/query'/],
  ['mfe-staff/src/features/jobs/api', '@tanstack/react-query', /Import React Query from 'shared-ui\/query'/],
  ['shell/src', '@tanstack/react-query', /Import React Query from 'shared-ui\/query'/],
  ['shared-ui/src', '@tanstack/react-query', /Import React Query from 'shared-ui\/query'/],
  ['shell/server', 'scripts/src/local/site-layout', /The shell may import contracts, shared-ui, static-server and telemetry/],
  ['shell/src', 'mfe-careers/src/exposed/job-list', /The shell may import contracts, shared-ui, static-server and telemetry/],
  ['api/src', 'shared-ui/brand', /The API may import only contracts and telemetry/],
  ['api/src', 'react', /The API may import only contracts and telemetry/],
  ['static-server/src', 'shared-ui', /static-server .* may import only contracts and telemetry/],
  ['mfe-contact/src/features/contact-wizard', '../office-list/components/office-list', /A feature imports only its own files/],
  ['mfe-careers/src/features/job-list/components', '../../job-detail/job-posting', /A feature imports only its own files/],
  ['mfe-staff/src/features/jobs/components', '../../../exposed/staff-page', /A feature imports only its own files/],
  ['mfe-marketing/src/features/news', '../../exposed/home-page', /A feature imports only its own files/],
  // The deepest folder the rule is written for (FEATURE_RULE.maxDepth): three below the feature's own.
  ['mfe-staff/src/features/jobs/a/b/c', '../../../../applications/api/get-applications', /A feature imports only its own files/],
  ['mfe-staff/src/features/jobs/a/b/c', '../../../../../exposed/staff-page', /A feature imports only its own files/],
  ['telemetry/src', 'contracts', /telemetry .* may import no workspace/],
  [
    'mfe-careers/src/features/job-list',
    'mfe-contact/src/exposed/contact-section',
    /A remote may import only shared-ui and contracts/,
  ],
])('%s may not import %s', async (folder, specifier, message) => {
  const { passes, output } = await lintImport(folder, specifier);
  expect(passes).toBe(false);
  expect(output).toMatch(message);
});

test.each(['shell/src', 'mfe-contact/src', 'shared-ui/src'])(
  'a test in %s may not import @tanstack/react-query',
  async (folder) => {
    const { passes, output } = await lintImport(folder, '@tanstack/react-query', '.test.ts');
    expect(passes).toBe(false);
    expect(output).toMatch(/Import React Query from 'shared-ui\/query'/);
  },
);

test.each([
  ['contracts/src', 'zod'],
  ['shared-ui/src', 'contracts/brand'],
  ['mfe-careers/src', 'shared-ui'],
  ['mfe-careers/src', 'shared-ui/query'],
  ['shell/server', 'static-server'],
  ['shell/src', 'shared-ui/federation'],
  ['api/src', 'contracts/brand'],
  ['static-server/src', 'contracts/federation'],
  ['mfe-staff/src/features/jobs/components', '../../../components/screen'],
  ['mfe-contact/src/features/office-list/components', '../../../lib/schemas'],
  ['mfe-contact/src/features/office-list/components', '../../../messages'],
  ['mfe-careers/src/features/application-form/components', '../form-values'],
  ['mfe-careers/src/features/job-list/components', '../../../messages'],
  ['mfe-careers/src/features/job-detail', '../../messages'],
  ['mfe-marketing/src/features/home', '../../components/reveal'],
  ['mfe-marketing/src/features/home', '../../messages'],
  ['mfe-marketing/src/features/news/components', '../../../messages'],
  ['mfe-contact/src/exposed', '../features/office-list/components/office-list'],
  ['mfe-staff/src/features/jobs/a/b/c', '../../../../../lib/api'],
  ['mfe-staff/src/features/jobs/a/b/c', '../../../job-form'],
])('%s may import %s', async (folder, specifier) => {
  const { passes, output } = await lintImport(folder, specifier);
  expect(output).not.toMatch(/noRestrictedImports/);
  expect(passes).toBe(true);
});
