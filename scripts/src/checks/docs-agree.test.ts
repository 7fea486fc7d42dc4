import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { environmentGaps, missingWorkspaces, pathsNamed, readmeWorkspaces, stalePaths, variablesRead } from './docs-agree';

const root = path.resolve(import.meta.dirname, '../../..');

describe('the repository', () => {
  test("every workspace is in the README's table and import rules", () => {
    expect(missingWorkspaces(root)).toEqual([]);
  });

  test('every path the guides and comments name exists', () => {
    expect(stalePaths(root)).toEqual([]);
  });

  test('docs/environment.md names every variable the code reads, and only those', () => {
    expect(environmentGaps(root)).toEqual([]);
  });
});

const README = [
  '# Site',
  '',
  '## Workspaces',
  '',
  '| Workspace | What it owns |',
  '|---|---|',
  '| `contracts/` | the schemas (`contracts/src/env.ts`, `contracts/env`) |',
  '| `api/` | the API (`src/server.ts`) |',
  '| `mfe-careers/` | careers |',
  '',
  'The imports point one way:',
  '',
  '- `contracts`: no workspace;',
  '- a remote (`mfe-*`) → `contracts`;',
  '- `api` → `contracts`; `telemetry` → nothing.',
  '',
  'Not paths: `/api/careers`, `https://example.com/a.md`, `docs/*.md`, `@scope/name`, `<remote>/dist/`, `mf-manifest.json`, `.eml`.',
].join('\n');

const ENVIRONMENT = [
  '# Environment',
  '',
  '| Variable | Meaning |',
  '|---|---|',
  '| `PORT`, `HOST` | where it listens |',
  '| `MFE_*_ORIGIN` | each remote |',
  '| `API_URL` | the API |',
].join('\n');

const API_CONFIG = [
  "import { parseEnv } from 'contracts/env';",
  "import { z } from 'zod';",
  '/** See src/server.ts and ./server.ts. */',
  'const schema = z.object({',
  '  PORT: port.optional(),',
  "  HOST: z.string().default('127.0.0.1'),",
  '  MFE_CAREERS_ORIGIN: url,',
  '});',
  'export const load = (env = process.env) => parseEnv(schema, env);',
  'export const api = process.env.API_URL;',
].join('\n');

/** A small repository that agrees with itself; each test breaks one thing and sees the check name it. */
function writeFixture(fixture: string): void {
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    writeFileSync(path.join(fixture, file), text);
  };
  write('package.json', JSON.stringify({ workspaces: ['contracts', 'api', 'mfe-careers'] }));
  write('contracts/package.json', JSON.stringify({ exports: { './env': './src/env.ts' } }));
  write('contracts/src/env.ts', '// Read by api/src/config.ts.\nexport const x = 1;\n');
  write('api/package.json', '{}');
  write('api/src/server.ts', 'export {};\n');
  write('api/src/config.ts', API_CONFIG);
  write('mfe-careers/package.json', '{}');
  write('README.md', README);
  write('docs/environment.md', ENVIRONMENT);
  write('api/node_modules/dep/index.ts', '// Not ours: gone/file.ts\n');
}

describe('on a fixture', () => {
  let fixture: string;

  beforeEach(() => {
    fixture = mkdtempSync(path.join(tmpdir(), 'docs-agree-'));
    writeFixture(fixture);
  });

  afterEach(() => rmSync(fixture, { recursive: true, force: true }));

  test('agrees as written', () => {
    expect([...missingWorkspaces(fixture), ...stalePaths(fixture), ...environmentGaps(fixture)]).toEqual([]);
  });

  test('fails on a missing workspace, named in the table and the import rules', () => {
    writeFileSync(path.join(fixture, 'package.json'), JSON.stringify({ workspaces: ['contracts', 'api', 'mfe-careers', 'e2e'] }));
    expect(missingWorkspaces(fixture)).toEqual([
      { file: 'README.md', name: 'e2e', problem: 'not in the workspace table' },
      { file: 'README.md', name: 'e2e', problem: 'has no import rule' },
    ]);
  });

  test('fails on a workspace in the table but with no import rule of its own', () => {
    writeFileSync(path.join(fixture, 'README.md'), README.replace('- `api` → `contracts`; ', '- `contracts` → `api`; '));
    expect(missingWorkspaces(fixture)).toEqual([{ file: 'README.md', name: 'api', problem: 'has no import rule' }]);
  });

  test('fails on a stale path, in a guide and in a comment', () => {
    writeFileSync(path.join(fixture, 'README.md'), `${README}\n\nSee \`api/src/gone.ts\` and \`contracts/gone\`.\n`);
    writeFileSync(path.join(fixture, 'api/src/server.ts'), '/** The rule: STYLE.md, and src/old/thing.ts. */\nexport {};\n');
    expect(stalePaths(fixture)).toEqual([
      { file: 'README.md', name: 'api/src/gone.ts', problem: 'no such path' },
      { file: 'README.md', name: 'contracts/gone', problem: 'no such path' },
      { file: 'api/src/server.ts', name: 'STYLE.md', problem: 'no such path' },
      { file: 'api/src/server.ts', name: 'src/old/thing.ts', problem: 'no such path' },
    ]);
  });

  test('fails on an undocumented variable, and on a documented one no code reads', () => {
    writeFileSync(
      path.join(fixture, 'api/src/config.ts'),
      API_CONFIG.replace('  HOST:', '  LOG_LEVEL: level,\n  HOST:').replace('API_URL', 'API_ORIGIN'),
    );
    expect(environmentGaps(fixture)).toEqual([
      { file: 'docs/environment.md', name: 'API_URL', problem: 'read by no code' },
      { file: 'api/src/config.ts', name: 'API_ORIGIN', problem: 'not in docs/environment.md' },
      { file: 'api/src/config.ts', name: 'LOG_LEVEL', problem: 'not in docs/environment.md' },
    ]);
  });
});

test('reads the workspace table and the subjects of the import rules', () => {
  expect(readmeWorkspaces(README)).toEqual({
    table: ['contracts/', 'api/', 'mfe-careers/'],
    rules: ['contracts', 'mfe-*', 'api', 'telemetry'],
  });
});

test('a path is a word with a source extension or a known top folder; URLs, routes, globs and placeholders are not', () => {
  const top = new Set(['docs', 'deploy', 'src']);
  expect(
    pathsNamed(
      'See docs/deploy.md, deploy/k8s/base, src/ and (shell/server/app.ts). Not /api/careers, https://x.io/a.ts, ' +
        'docs/*.md, <remote>/dist, react-dom/server, mf-manifest.json, .eml, e.g. shell/Footer, host:3000/a.ts',
      top,
    ),
  ).toEqual(['docs/deploy.md', 'deploy/k8s/base', 'src/', 'shell/server/app.ts']);
});

test('reads process.env, an env parameter, zod environment schemas, remote families and shell scripts', () => {
  const config = [
    "import { z } from 'zod';",
    "import { remoteVariable } from 'contracts/site-map';",
    '// process.env.IN_A_COMMENT is not read',
    'const settings = z.object({ PORT: port, TRUST_PROXY: trustProxy });',
    'const remote = z.object({ URL: url.optional() });',
    'export const read = (env) => [env.ADMIN_TOKEN, process.env["LOG"], remoteVariable(name, suffix)];',
  ].join('\n');
  expect(variablesRead('config.ts', config)).toEqual([
    'ADMIN_TOKEN',
    'LOG',
    'PORT',
    'TRUST_PROXY',
    'MFE_MARKETING_URL',
    'MFE_CAREERS_URL',
    'MFE_CONTACT_URL',
    'MFE_STAFF_URL',
  ]);
  expect(variablesRead('entrypoint.sh', [': "', '$', '{TEMPLATE:=x}"\nmkdir "$RUNTIME_DIR" "$here"\n'].join(''))).toEqual([
    'TEMPLATE',
    'RUNTIME_DIR',
  ]);
});
