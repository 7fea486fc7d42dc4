/**
 * Two folders of one workspace's `src` that import each other: a reader cannot understand either
 * alone. A module's folder is its first folder under `src` (a file directly in `src` has none).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The first folder under `src` of a path relative to `src`, or undefined for a file in `src` itself. */
const folderOf = (fromSrc: string) => (fromSrc.includes('/') ? fromSrc.split('/')[0] : undefined);

/** `from → to` for every relative import between two folders of `src`, tests left out. */
export function folderImports(srcDir: string, files: readonly string[]): Set<string> {
  const edges = new Set<string>();
  for (const file of files.filter((name) => !/\.(test|contract)\.tsx?$/.test(name))) {
    const from = folderOf(path.relative(srcDir, file));
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = path.relative(srcDir, path.resolve(path.dirname(file), specifier));
      const to = target.startsWith('..') ? undefined : folderOf(target);
      if (from && to && from !== to) edges.add(`${from} → ${to}`);
    }
  }
  return edges;
}

/** The pairs of folders that import each other, each once (`a ↔ b`). */
export function twoWayFolders(edges: Set<string>): string[] {
  return [...edges]
    .map((edge) => edge.split(' → ') as [string, string])
    .filter(([from, to]) => from < to && edges.has(`${to} → ${from}`))
    .map(([from, to]) => `${from} ↔ ${to}`);
}
