import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from 'scripts/compose';
import { type Composition, containerServices, startComposition } from '../fixtures/containers';
import { CONTAINER_PORTS } from '../fixtures/ports';

// The compiled servers as the images run them (see fixtures/containers.ts): one composition for the file.
test.describe.configure({ mode: 'serial' });

let composition: Composition;
test.beforeAll(async () => {
  // Each of the six servers may take its 30 s to start: a start that fails stops what did start
  // (fixtures/containers.ts) only if the hook is not cut off first.
  test.setTimeout(6 * 30_000 + 30_000);
  composition = await startComposition(CONTAINER_PORTS);
});
test.afterAll(async () => {
  await composition?.stop();
});

test('every Node image of ours in docker-compose.yml is started, each with a health check', () => {
  expect(
    containerServices()
      .map((service) => service.name)
      .sort(),
  ).toEqual(['api', 'careers', 'contact', 'marketing', 'shell', 'staff']);
  for (const { image } of containerServices()) expect(image.healthcheck[0]).toBe('node');
});

test("each container's HEALTHCHECK command, run as written, passes", async () => {
  for (const name of Object.keys(composition.containers)) expect(await composition.healthy(name), name).toBe(true);
});

test('the API answers from its data volume: jobs seeded, ready', async ({ request }) => {
  const api = composition.containers.api?.url;
  expect((await request.get(`${api}/api/ready`)).status()).toBe(200);
  const jobs = (await (await request.get(`${api}/api/careers`)).json()) as { slug: string }[];
  expect(jobs.map((job) => job.slug)).toContain('senior-cybersecurity-analyst');
  expect(existsSync(path.join(composition.containers.api?.volumes['/data'] ?? '', 'tmp'))).toBe(true);
});

test('each remote serves its build, and keeps it as a version in its releases volume, served under /releases/', async ({
  request,
}) => {
  for (const name of ['marketing', 'careers', 'contact', 'staff']) {
    const remote = composition.containers[name];
    const { version } = (await (await request.get(`${remote?.url}/release.json`)).json()) as { version: string };
    expect((await request.get(`${remote?.url}/mf-manifest.json`)).status(), name).toBe(200);
    expect((await request.get(`${remote?.url}/releases/${version}/ssr/remoteEntry.js`)).status(), name).toBe(200);
    expect(existsSync(path.join(remote?.volumes['/releases'] ?? '', version, 'mf-manifest.json')), name).toBe(true);
  }
});

test('the shell renders real pages from the remotes and the API, reached by their names in the network', async ({ request }) => {
  const shell = composition.containers.shell?.url;
  const home = await request.get(`${shell}/`);
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain('Our Services');
  const job = await request.get(`${shell}/careers/senior-cybersecurity-analyst`);
  expect(job.status()).toBe(200);
  expect(await job.text()).toContain('"@type":"JobPosting"');
});

/** The compiled files each Node image runs, by the workspace whose production dependencies it installs. */
const IMAGE_BUNDLES: Record<string, string[]> = {
  api: ['api/dist'],
  shell: ['shell/dist-server', 'shell/dist/ssr'],
  'static-server': ['static-server/dist'],
};

/** The packages a compiled file loads at run time: ES imports, dynamic imports and requires, less Node's own modules. */
function packagesLoaded(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const statements = [/^import [^;\n]*? from "([^"]+)";$/gm, /\b(?:require|import)\("([^"]+)"\)/g];
  const specifiers = statements.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1] ?? ''));
  const packageName = (specifier: string) =>
    specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');
  const isPackage = (specifier: string) =>
    /^@?[a-z0-9]/.test(specifier) && !specifier.startsWith('node:') && !builtinModules.includes(specifier);
  return specifiers.filter(isPackage).map(packageName);
}

test("each image's compiled servers load only its workspace's production dependencies (what npm ci --omit=dev installs)", () => {
  for (const [workspace, folders] of Object.entries(IMAGE_BUNDLES)) {
    const { dependencies = {} } = JSON.parse(readFileSync(path.join(REPO_ROOT, workspace, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    const files = folders.flatMap((folder) =>
      readdirSync(path.join(REPO_ROOT, folder))
        .filter((file) => /\.(mjs|cjs|js)$/.test(file))
        .map((file) => path.join(REPO_ROOT, folder, file)),
    );
    expect(files.length, workspace).toBeGreaterThan(0);
    const missing = [...new Set(files.flatMap(packagesLoaded))].filter((name) => !(name in dependencies));
    expect([workspace, missing]).toEqual([workspace, []]);
  }
});
