/**
 * Functions longer than FUNCTION_LINES_MAX lines in the repository's TypeScript, outside tests,
 * end-to-end specs and page content (the issue 30 measure): a long function is a file's worth of
 * reasons to change in one place. Parsed with Babel's parser (TypeScript's own, tsgo, has no
 * JavaScript API).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse } from '@babel/parser';

export const FUNCTION_LINES_MAX = 80;

/** Tests, e2e and content: long by nature (a scenario, a page's copy). */
const EXEMPT = [/\.test\.tsx?$/, /\.contract\.ts$/, /^e2e\//, /\/content\//, /\.d\.ts$/, /test-support\//, /test-utils\.tsx?$/];

export interface LongFunction {
  file: string;
  line: number;
  name: string;
  lines: number;
}

type Node = { type: string; loc?: { start: { line: number }; end: { line: number } }; [key: string]: unknown };

const isFunction = (node: Node) => /^(Function|ArrowFunction|ObjectMethod|ClassMethod|ClassPrivateMethod)/.test(node.type);

/** A name for a function: its own, or the variable, property or method it is assigned to. */
function nameOf(node: Node, parent: Node | undefined): string {
  const named = (value: unknown) => (value as { name?: string } | undefined)?.name;
  return named(node.id) ?? named(node.key) ?? named(parent?.id) ?? named(parent?.key) ?? '(anonymous)';
}

export function longFunctionsIn(file: string, source: string, max = FUNCTION_LINES_MAX): LongFunction[] {
  const program = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'] }).program as unknown as Node;
  const found: LongFunction[] = [];
  const visit = (node: Node, parent?: Node) => {
    if (isFunction(node) && node.loc) {
      const lines = node.loc.end.line - node.loc.start.line + 1;
      if (lines > max) found.push({ file, line: node.loc.start.line, name: nameOf(node, parent), lines });
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc') continue;
      for (const child of Array.isArray(value) ? value : [value]) {
        if (child && typeof (child as Node).type === 'string') visit(child as Node, node);
      }
    }
  };
  visit(program);
  return found;
}

/** Every long function in the files git tracks below `root`. */
export function longFunctions(root: string): LongFunction[] {
  const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !EXEMPT.some((pattern) => pattern.test(file)));
  return files.flatMap((file) => longFunctionsIn(file, readFileSync(`${root}/${file}`, 'utf8')));
}
