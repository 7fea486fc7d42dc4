import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The repository's packages (one node_modules, at its root). */
const NODE_MODULES = path.resolve(import.meta.dirname, '../../node_modules');

/** The federation packages whose files EsFederationRuntimePlugin was checked against, at this version. */
const CHECKED_VERSION = '2.9.2';
const CHECKED_PACKAGES = [
  '@module-federation/enhanced',
  '@module-federation/runtime',
  '@module-federation/runtime-tools',
  '@module-federation/webpack-bundler-runtime',
];

const versionOf = (name: string) =>
  (JSON.parse(readFileSync(path.join(NODE_MODULES, name, 'package.json'), 'utf8')) as { version: string }).version;

test(`the federation packages are ${CHECKED_VERSION}, whose files federation-runtime.ts was checked with`, () => {
  const upgraded = CHECKED_PACKAGES.filter((name) => versionOf(name) !== CHECKED_VERSION);
  if (upgraded.length > 0) {
    throw new Error(
      `${upgraded.map((name) => `${name}@${versionOf(name)}`).join(', ')}: not ${CHECKED_VERSION}. Re-check ` +
        'federation-runtime.ts: does the federation plugin still name dist/index.cjs files, each with an ES build ' +
        "dist/index.js beside it (the test below); do the bundler runtime's exports, and its " +
        'dist/initContainerEntry.js (shell/src/remotes/federation-packages-plugin.ts), still take the calling ' +
        "app's __webpack_require__ (e2e specs/first-load-budget.spec.ts and the remote pages' specs); does a " +
        "documented option now do either? Compare the shell's runtime script and a remoteEntry with and without " +
        'each, then update CHECKED_VERSION.',
    );
  }
});

/** Builds the probe app (federation-runtime.probe.config.ts) and returns the federation packages' files in it. */
function federationFilesOfBuild(): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'es-federation-'));
  const config = path.join(import.meta.dirname, 'federation-runtime.probe.config.ts');
  execFileSync(path.join(NODE_MODULES, '.bin/rspack'), ['build', '-c', config], {
    env: { ...process.env, PROBE_DIR: dir },
    stdio: 'ignore',
  });
  const output = readdirSync(path.join(dir, 'dist'))
    .map((file) => readFileSync(path.join(dir, 'dist', file), 'utf8'))
    .join('\n');
  return [...new Set(output.match(/@module-federation\/[\w-]+\/dist\/[\w./-]+?\.c?js/g) ?? [])];
}

test('a build with it takes the federation packages ES builds, and none of their CommonJS builds', () => {
  const files = federationFilesOfBuild();
  expect(files.filter((file) => file.endsWith('.cjs'))).toEqual([]);
  for (const name of ['runtime', 'webpack-bundler-runtime', 'runtime-core']) {
    expect(files.some((file) => file.startsWith(`@module-federation/${name}/dist/`))).toBe(true);
  }
}, 60_000);
