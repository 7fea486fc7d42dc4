/**
 * The check behind docs-agree.test.ts: the documentation and the code say the same thing.
 *
 * - Workspaces: every workspace of the root package.json is a row of the README's workspace
 *   table (its first column, `name/`) and the subject of one of its import rules (the first code
 *   span of an item, or of a `;`-separated clause, of the list below that table; `mfe-*` names
 *   every remote).
 * - Paths: every repository path named in a Markdown code span (README.md, docs/*.md, each
 *   workspace's README.md) or in a source comment exists. A path is a word of letters, digits and
 *   `_ . / -` only (so no URL, glob, `<placeholder>` or `host:port`), not starting with `/`
 *   (routes such as `/api/...`, files on the machine such as `/usr/bin/chromium`) or `.` alone
 *   (an extension, `.eml`), nor a module's name (`shell/Footer`: its last part a capital without
 *   an extension), that ends with a source or guide extension (`.ts`, `.md`, `.yml`...;
 *   not `.js` or `.json`, which name build output such as `mf-manifest.json`), or whose first
 *   folder is a top folder of the repository or of the file's workspace (`docs/`, `deploy/`,
 *   `src/`, `server/`). It must exist from the repository's root, a workspace's root or its
 *   `src/`, or the file's folder; a bare file name (`README.md`) anywhere in the repository. A
 *   workspace's package export (`contracts/env`, `shared-ui/tokens.css`) must be one of its
 *   `exports`. Build output (`dist/`, `node_modules/`...) is not checked. Relative Markdown links
 *   are markdown-links.test.ts's.
 * - Environment: every variable docs/environment.md's tables name (`MFE_*_ORIGIN` for a family)
 *   is read by the code, and every variable the code reads is in it. The code reads
 *   `process.env.NAME`, `env.NAME` (an environment handed to a reader), the upper-case keys of its
 *   zod environment schemas (contracts/env's `parseEnv`), `$NAME` in shell scripts, and a
 *   remote's variables named by contracts/site-map's `remoteVariable` (a schema key `URL` in a
 *   file that calls it is `MFE_<REMOTE>_URL` for every remote).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';
import { REMOTE_NAMES } from 'contracts/federation';
import { remoteVariable } from 'contracts/site-map';
import { Lexer, type Token, type Tokens } from 'marked';
import { walkTokens } from './markdown-links';

/** Build output, dependencies, caches and test reports: not the project's own files. */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'dist-server',
  '.git',
  'test-results',
  'playwright-report',
  'data',
  'coverage',
]);
const KNOWN_EXTENSIONS = /\.(ts|tsx|mts|cts|cjs|md|css|html|yml|yaml|sh|template|conf|Dockerfile)$/;
const PATH_CHARACTERS = /^[A-Za-z0-9_./-]+$/;
const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
/** The operating system's own: set for every process, documented by it. */
const SYSTEM_VARIABLES = new Set(['PATH', 'HOME', 'TMPDIR']);
const REMOTE_SUFFIXES = ['URL', 'SERVER_URL', 'ORIGIN'] as const satisfies Parameters<typeof remoteVariable>[1][];

export interface Disagreement {
  /** The file that says it, relative to the root. */
  file: string;
  /** What it says: a workspace, a path, a variable. */
  name: string;
  problem: string;
}

/** Every file below `root` (relative to it) but build output and dependencies, in a stable order. */
export function projectFiles(root: string, folder = ''): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = path.join(folder, entry.name);
      if (!entry.isDirectory()) return [relative];
      return SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('.') ? [] : projectFiles(root, relative);
    });
}

export function workspacesOf(root: string): string[] {
  return (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
}

const codeSpans = (tokens: Token[]): string[] => {
  const spans: string[] = [];
  walkTokens(tokens, (token) => {
    if (token.type === 'codespan') spans.push((token as Tokens.Codespan).text);
  });
  return spans;
};

/** The README's workspace table's first column and its import rules' subjects, as written. */
export function readmeWorkspaces(readme: string): { table: string[]; rules: string[] } {
  const tokens = new Lexer().lex(readme);
  const tableIndex = tokens.findIndex(
    (token) => token.type === 'table' && /^workspace$/i.test((token as Tokens.Table).header[0]?.text ?? ''),
  );
  const table = tokens[tableIndex] as Tokens.Table | undefined;
  const list = tokens.slice(tableIndex + 1).find((token) => token.type === 'list') as Tokens.List | undefined;
  const rules = (list?.items ?? []).flatMap((item) =>
    item.text.split(';').flatMap((clause) => codeSpans(new Lexer().inlineTokens(clause)).slice(0, 1)),
  );
  return { table: (table?.rows ?? []).flatMap((row) => codeSpans(row[0]?.tokens ?? [])), rules };
}

/** Workspaces the README's table or import rules leave out. */
export function missingWorkspaces(root: string): Disagreement[] {
  const { table, rules } = readmeWorkspaces(readFileSync(path.join(root, 'README.md'), 'utf8'));
  const named = (names: string[], workspace: string) =>
    names.some((name) => path.matchesGlob(workspace, name.replace(/\/$/, '')));
  return workspacesOf(root).flatMap((workspace) => [
    ...(named(table, workspace) ? [] : [{ file: 'README.md', name: workspace, problem: 'not in the workspace table' }]),
    ...(named(rules, workspace) ? [] : [{ file: 'README.md', name: workspace, problem: 'has no import rule' }]),
  ]);
}

/** The words of a comment or code span that name a repository path, by the rule above. */
export function pathsNamed(text: string, topFolders: Set<string>): string[] {
  return text
    .split(/[\s`'"(),;[\]]+/)
    .map((word) => word.replace(/[.:]+$/, ''))
    .filter((word) => {
      if (!PATH_CHARACTERS.test(word) || /^[/]|^\.[^/]*$|\/[A-Z][^./]*$/.test(word) || !/[A-Za-z]/.test(word)) return false;
      return KNOWN_EXTENSIONS.test(word) || (word.includes('/') && topFolders.has(word.split('/')[0] ?? ''));
    });
}

interface PathContext {
  root: string;
  baseNames: Set<string>;
  workspaces: string[];
}

function stalePath(context: PathContext, file: string, named: string): boolean {
  const segments = named.split('/');
  if (segments.some((segment) => SKIPPED_FOLDERS.has(segment))) return false;
  if (!named.includes('/')) return !context.baseNames.has(named);
  const first = segments[0] ?? '';
  if (
    context.workspaces.includes(first) &&
    `./${segments.slice(1).join('/')}` in (readPackage(context.root, first).exports ?? {})
  ) {
    return false;
  }
  const bases = ['', path.dirname(file), ...context.workspaces.flatMap((workspace) => [workspace, `${workspace}/src`])];
  return !bases.some((base) => existsSync(path.join(context.root, base, named)));
}

const packages = new Map<string, { exports?: Record<string, string> }>();
function readPackage(root: string, workspace: string): { exports?: Record<string, string> } {
  const file = path.join(root, workspace, 'package.json');
  if (!packages.has(file)) packages.set(file, JSON.parse(readFileSync(file, 'utf8')));
  return packages.get(file) ?? {};
}

/** The text of a source file's comments. */
export function commentsOf(source: string): string[] {
  const program = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: true });
  return (program.comments ?? []).map((comment) => comment.value);
}

/** The Markdown files whose code spans are checked: README.md, docs/*.md, each workspace's README.md. */
export function guides(root: string, files: string[]): string[] {
  const workspaceReadmes = workspacesOf(root).map((workspace) => `${workspace}/README.md`);
  return files.filter((file) => file === 'README.md' || /^docs\/[^/]+\.md$/.test(file) || workspaceReadmes.includes(file));
}

/** Paths named in the guides' code spans and in source comments that do not exist. */
export function stalePaths(root: string): Disagreement[] {
  const files = projectFiles(root);
  const workspaces = workspacesOf(root);
  const context: PathContext = { root, baseNames: new Set(files.map((file) => path.basename(file))), workspaces };
  const topFolders = (file: string) => {
    const workspace = workspaces.find((name) => file.startsWith(`${name}/`));
    const folders = (folder: string) =>
      readdirSync(path.join(root, folder), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    return new Set([...folders(''), ...(workspace ? folders(workspace) : [])].map((entry) => entry.name));
  };
  const texts = [
    ...guides(root, files).map((file) => ({
      file,
      texts: codeSpans(new Lexer().lex(readFileSync(path.join(root, file), 'utf8'))),
    })),
    ...files
      .filter((file) => SOURCE_FILE.test(file))
      .map((file) => ({ file, texts: commentsOf(readFileSync(path.join(root, file), 'utf8')) })),
  ];
  return texts.flatMap(({ file, texts: found }) => {
    const folders = topFolders(file);
    const names = [...new Set(found.flatMap((text) => pathsNamed(text, folders)))];
    return names.filter((name) => stalePath(context, file, name)).map((name) => ({ file, name, problem: 'no such path' }));
  });
}

/** The variables docs/environment.md's tables name in a first column headed "Variable"; `*` stands for any part of a name. */
export function documentedVariables(markdown: string): string[] {
  const tables = new Lexer()
    .lex(markdown)
    .filter((token): token is Tokens.Table => token.type === 'table' && /^variable$/i.test(token.header[0]?.text ?? ''));
  return tables
    .flatMap((table) => table.rows.flatMap((row) => codeSpans(row[0]?.tokens ?? [])))
    .filter((name) => /^[A-Z][A-Z0-9_*]*$/.test(name));
}

/** The variables one source file reads, by the rule above. */
export function variablesRead(file: string, source: string): string[] {
  if (file.endsWith('.sh')) return [...source.matchAll(/\$\{?([A-Z][A-Z0-9_]*)/g)].map((match) => match[1] as string);
  const code = source.replace(/\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm, '$1');
  const direct = [...code.matchAll(/\b(?:process\.)?env(?:\.|\[['"])([A-Z][A-Z0-9_]*)\b/g)].map((match) => match[1] as string);
  if (!/from 'zod'/.test(code) || !/\b(parseEnv|z\.object)\b/.test(code)) return direct;
  const keys = [...code.matchAll(/(?:^|[{,])\s*([A-Z][A-Z0-9_]*)\s*:/gm)].map((match) => match[1] as string);
  const composes = /\bremoteVariable\(/.test(code);
  return [
    ...direct,
    ...keys.flatMap((key) =>
      composes && (REMOTE_SUFFIXES as readonly string[]).includes(key)
        ? REMOTE_NAMES.map((remote) => remoteVariable(remote, key as (typeof REMOTE_SUFFIXES)[number]))
        : [key],
    ),
  ];
}

const TEST_FILE = /\.(test|spec|contract)\.tsx?$/;

/** Variables docs/environment.md names that no code reads, and variables the code reads that it does not name. */
export function environmentGaps(root: string): Disagreement[] {
  const documented = documentedVariables(readFileSync(path.join(root, 'docs/environment.md'), 'utf8'));
  const patterns = documented.map((name) => new RegExp(`^${name.replaceAll('*', '[A-Z0-9_]+')}$`));
  const readBy = new Map<string, string>();
  for (const file of projectFiles(root)) {
    if ((!SOURCE_FILE.test(file) && !file.endsWith('.sh')) || TEST_FILE.test(file)) continue;
    for (const name of variablesRead(file, readFileSync(path.join(root, file), 'utf8'))) {
      if (!readBy.has(name) && !SYSTEM_VARIABLES.has(name)) readBy.set(name, file);
    }
  }
  const read = [...readBy.keys()];
  return [
    ...documented
      .filter((_, index) => !read.some((name) => patterns[index]?.test(name)))
      .map((name) => ({ file: 'docs/environment.md', name, problem: 'read by no code' })),
    ...[...readBy]
      .filter(([name]) => !patterns.some((pattern) => pattern.test(name)))
      .map(([name, file]) => ({ file, name, problem: 'not in docs/environment.md' })),
  ];
}
