/**
 * Rules of biome.json beyond the import layers (import-layers.test.ts): no import cycle, type-only
 * imports included, and React's rules on every workspace. Enabling the cycle rule makes Biome scan
 * the project, which stops it from detecting React in each workspace's package.json, so biome.json
 * turns the React domain on itself; without that, React's rules would go quiet.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '../../..');
const biome = path.join(root, 'node_modules/.bin/biome');
/** Each lint scans the whole project for cycles: seconds, more on a busy machine. */
const LINT_TIMEOUT_MS = 90_000;

/** Writes `files` into a fresh folder under `parent`, lints it, and removes it again. */
async function lintFiles(parent: string, files: Record<string, string>): Promise<{ passes: boolean; output: string }> {
  const folder = path.join(root, parent, `lint-check-${process.pid}-${Math.random().toString(36).slice(2)}`);
  mkdirSync(folder);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
  try {
    const { stdout, stderr } = await promisify(execFile)(biome, ['lint', '--error-on-warnings', folder], { cwd: root });
    return { passes: true, output: stdout + stderr };
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    return { passes: false, output: stdout + stderr };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

test.each([
  ['values', "import { b } from './b';\n\nexport const a = () => b;\n"],
  ['a type one way', "import type { B } from './b';\n\nexport const a = (value: B) => value;\n"],
])(
  'an import cycle fails the lint (%s)',
  async (_kind, a) => {
    const { passes, output } = await lintFiles('shell/server', {
      'a.ts': a,
      'b.ts': "import { a } from './a';\n\nexport type B = string;\nexport const b = () => a;\n",
    });
    expect(passes).toBe(false);
    expect(output).toMatch(/noImportCycles/);
  },
  LINT_TIMEOUT_MS,
);

test(
  'imports that point one way pass',
  async () => {
    const { passes, output } = await lintFiles('shell/server', {
      'a.ts': "import { type B, b } from './b';\n\nexport const a = (value: B) => [value, b];\n",
      'b.ts': "export type B = string;\nexport const b = 'b';\n",
    });
    expect(output).not.toMatch(/noImportCycles/);
    expect(passes).toBe(true);
  },
  LINT_TIMEOUT_MS,
);

test(
  "React's rules check the remotes' hooks",
  async () => {
    const { passes, output } = await lintFiles('mfe-careers/src', {
      'use-count.ts':
        "import { useEffect, useState } from 'react';\n\nexport function useCount(step: number) {\n  const [count, setCount] = useState(0);\n  useEffect(() => {\n    setCount((value) => value + step);\n  }, []);\n  return count;\n}\n",
    });
    expect(passes).toBe(false);
    expect(output).toMatch(/useExhaustiveDependencies/);
  },
  LINT_TIMEOUT_MS,
);
