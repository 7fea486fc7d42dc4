import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REMOTE_NAMES, REMOTES, SHARED_SINGLETONS, SHELL_NAME } from 'contracts/federation';
import { appDir } from 'scripts/compose';

interface Manifest {
  name: string;
  shared: { name: string; version: string; singleton: boolean; requiredVersion: string }[];
  exposes: { path: string }[];
}

const readManifest = (app: Parameters<typeof appDir>[0]): Manifest =>
  JSON.parse(readFileSync(path.join(appDir(app), 'dist/mf-manifest.json'), 'utf8'));

const shell = readManifest('shell');
const providedByShell = new Map(shell.shared.map((shared) => [shared.name, shared]));

test('the shell provides every shared library as a singleton', () => {
  expect(shell.name).toBe(SHELL_NAME);
  for (const library of SHARED_SINGLETONS) {
    expect(providedByShell.get(library)?.singleton, library).toBe(true);
  }
});

for (const remote of REMOTE_NAMES) {
  test(`the built manifest of ${remote} keeps the federation contract`, () => {
    const manifest = readManifest(remote);
    expect(manifest.name).toBe(remote);
    // Both ways: every contracted module is exposed, and nothing outside the contract is.
    expect(manifest.exposes.map((expose) => expose.path).sort()).toEqual([...REMOTES[remote].exposes].sort());
    for (const shared of manifest.shared) {
      expect(SHARED_SINGLETONS as readonly string[], `${remote} shares ${shared.name}`).toContain(shared.name);
      expect(shared.singleton, `${shared.name} is a singleton`).toBe(true);
      // A version skew would only warn at runtime; it must fail here, before release.
      expect(shared.requiredVersion, `${remote} requires the ${shared.name} the shell provides`).toBe(
        providedByShell.get(shared.name)?.requiredVersion,
      );
    }
  });
}
