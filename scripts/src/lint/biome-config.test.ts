/**
 * biome.json's import-layer overrides are the table's (import-layers.ts), and the feature rule
 * covers every folder depth a feature has. The layers themselves are exercised by linting real
 * imports in import-layers.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BIOME_JSON, expectedBiomeConfig, ROOT } from './biome-config';
import { FEATURE_RULE } from './import-layers';

test('biome.json is made from the import-layer table (npm run lint:config writes it)', () => {
  const current = JSON.parse(readFileSync(BIOME_JSON, 'utf8'));
  expect(current).toEqual(expectedBiomeConfig(current));
});

/** The depth of each file below its feature's folder (0: in the feature's folder itself). */
function featureFileDepths(): number[] {
  const remotes = readdirSync(ROOT).filter((name) => name.startsWith('mfe-'));
  return remotes.flatMap((remote) => {
    const features = path.join(ROOT, remote, 'src/features');
    return readdirSync(features, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(features, path.join(entry.parentPath, entry.name)).split(path.sep).length - 2);
  });
}

test('no feature file is deeper than the feature rule is written for', () => {
  expect(Math.max(...featureFileDepths())).toBeLessThanOrEqual(FEATURE_RULE.maxDepth);
});
