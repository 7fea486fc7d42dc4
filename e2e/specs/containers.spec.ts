import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type Composition, containerServices, startComposition } from '../fixtures/containers';
import { CONTAINER_PORTS } from '../fixtures/ports';

// The compiled servers as the images run them (see fixtures/containers.ts): one composition for the file.
test.describe.configure({ mode: 'serial' });

let composition: Composition;
test.beforeAll(async () => {
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

test('each remote serves its build, and keeps its release in its releases volume', async ({ request }) => {
  for (const name of ['marketing', 'careers', 'contact', 'staff']) {
    const remote = composition.containers[name];
    expect((await request.get(`${remote?.url}/mf-manifest.json`)).status(), name).toBe(200);
    expect((await request.get(`${remote?.url}/server/remoteEntry.js`)).status(), name).toBe(200);
    expect(existsSync(path.join(remote?.volumes['/releases'] ?? '', 'mf-manifest.json')), name).toBe(true);
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

test('a container writes nowhere but its volumes: the API stops when its data volume is read-only (negative control)', async () => {
  // Ports of their own, beside the composition above.
  const ports = Object.fromEntries(Object.entries(CONTAINER_PORTS).map(([name, port]) => [name, port + 5]));
  await expect(startComposition(ports, { readOnlyVolumes: ['api'] })).rejects.toThrow(/api exited/);
});
