/**
 * biome.json's overrides made from the import-layer table (import-layers.ts). `npm run lint:config`
 * writes them into biome.json; the rest of biome.json (formatting, the rules every file follows)
 * is kept as it is.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  FEATURE_RULE,
  IMPORT_LAYERS,
  type ImportLayer,
  QUERY_REEXPORT,
  TEST_FILES,
  THROUGH_SHARED_UI,
  UI_LIBRARIES,
} from './import-layers';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const BIOME_JSON = path.join(ROOT, 'biome.json');

interface Pattern {
  group: string[];
  message: string;
}
type Override = { includes: string[]; linter: { rules: { style: Record<string, unknown> } } };

/** The workspaces, from the root package.json. */
export function workspaces(): string[] {
  return JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces;
}

/** A workspace by package name, by subpath, or by a relative path into its sources. */
const importsOf = (workspace: string) => [workspace, `${workspace}/**`, `**/${workspace}/src/**`];

const notTests = (files: string[]) => [...files, ...TEST_FILES.map((glob) => `!${glob}`)];

const restricted = (patterns: Pattern[], paths?: Record<string, string>): Override['linter'] => ({
  rules: { style: { noRestrictedImports: { level: 'error', options: { patterns, ...(paths && { paths }) } } } },
});

function layerPatterns(layer: ImportLayer, all: readonly string[]): Pattern[] {
  const own = layer.files.map((glob) => glob.split('/')[0]);
  const refused = all.filter((workspace) => !layer.mayImport.includes(workspace) && !own.includes(workspace));
  const patterns = [{ group: refused.flatMap(importsOf), message: layer.message }];
  if (!layer.uiLibraries) patterns.push({ group: UI_LIBRARIES, message: layer.message });
  return patterns;
}

/**
 * A feature's file `depth` folders below the feature's own folder: `../` × (depth + 1) reaches
 * `src/features`, one more reaches `src`. Biome matches the specifier as written, so each depth
 * has its own override.
 */
function featurePattern(depth: number): Pattern {
  const toFeatures = '../'.repeat(depth + 1);
  const toSrc = `${toFeatures}../`;
  return {
    group: [
      `${toFeatures}*`,
      `${toFeatures}*/**`,
      `${toSrc}exposed`,
      `${toSrc}exposed/**`,
      ...FEATURE_RULE.shared.flatMap((folder) => [`!${toSrc}${folder}`, `!${toSrc}${folder}/**`]),
    ],
    message: FEATURE_RULE.message,
  };
}

export function layerOverrides(all: readonly string[] = workspaces()): Override[] {
  const remote = IMPORT_LAYERS.find((layer) => layer.files.includes('mfe-*/src/**'));
  if (!remote) throw new Error('import-layers.ts has no layer for the remotes');
  const remotePatterns = layerPatterns(remote, all);
  return [
    ...IMPORT_LAYERS.map((layer) => ({
      includes: notTests(layer.files),
      linter: restricted(layerPatterns(layer, all), layer.redirects),
    })),
    {
      includes: QUERY_REEXPORT.files,
      linter: restricted([{ group: ['**', '!@tanstack/react-query'], message: QUERY_REEXPORT.message }]),
    },
    ...Array.from({ length: FEATURE_RULE.maxDepth + 1 }, (_, depth) => ({
      includes: notTests([`${FEATURE_RULE.files}/*/${'*/'.repeat(depth)}*`]),
      linter: restricted([...remotePatterns, featurePattern(depth)], remote.redirects),
    })),
    {
      includes: TEST_FILES,
      linter: { rules: { style: { noRestrictedImports: { level: 'error', options: { paths: THROUGH_SHARED_UI.reactQuery } } } } },
    },
  ];
}

/** The overrides biome.json has before the layers: rules relaxed for tests. */
const TEST_RELAXATIONS = {
  includes: ['**/*.test.ts', '**/*.test.tsx', '**/*.contract.ts', 'e2e/**'],
  linter: { rules: { style: { noNonNullAssertion: 'off' } } },
};

/** biome.json as it should be: its own settings, the overrides from the table. */
export function expectedBiomeConfig(current: Record<string, unknown>): Record<string, unknown> {
  return { ...current, overrides: [TEST_RELAXATIONS, ...layerOverrides()] };
}

if (process.argv[1] === import.meta.filename) {
  const current = JSON.parse(readFileSync(BIOME_JSON, 'utf8'));
  writeFileSync(BIOME_JSON, `${JSON.stringify(expectedBiomeConfig(current), null, 2)}\n`);
  execFileSync(path.join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', BIOME_JSON], { stdio: 'inherit' });
}
