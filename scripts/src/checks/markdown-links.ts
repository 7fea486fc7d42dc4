/**
 * The check behind markdown-links.test.ts: every relative link and `#anchor` in the repository's
 * Markdown files points at a file that exists and, in a Markdown file, at a heading it has, named
 * by GitHub's heading slugs (github-slugger). Links with a scheme (https:, mailto:) are not followed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { Lexer, type Token } from 'marked';

/** Build output, dependencies and test reports: not the project's own Markdown. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-server', '.git', 'test-results', 'playwright-report']);
const SCHEME = /^[a-z][a-z0-9+.-]*:|^\/\//i;
/** Explicit anchors written as HTML (`<a id="...">`), which GitHub keeps. */
const HTML_ID = /\s(?:id|name)="([^"]+)"/g;

export interface BrokenLink {
  /** The Markdown file, relative to the root. */
  file: string;
  href: string;
  problem: 'no such file' | 'no such heading';
}

/** Every Markdown file under `root`, relative to it, in a stable order. */
export function markdownFiles(root: string, folder = ''): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        return SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('.release-') ? [] : markdownFiles(root, relative);
      }
      return entry.name.endsWith('.md') ? [relative] : [];
    });
}

/** The anchors GitHub gives a Markdown document: one per heading, `-1`, `-2`... for repeats. */
export function headingAnchors(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  walkTokens(new Lexer().lex(markdown), (token) => {
    if (token.type === 'heading') anchors.add(slugger.slug(plainText(token.tokens ?? [])));
    if (token.type === 'html') for (const [, id] of token.raw.matchAll(HTML_ID)) anchors.add(id as string);
  });
  return anchors;
}

/** The targets of the document's links and images, as written. */
export function linkTargets(markdown: string): string[] {
  const targets: string[] = [];
  walkTokens(new Lexer().lex(markdown), (token) => {
    if (token.type === 'link' || token.type === 'image') targets.push(token.href);
  });
  return targets;
}

/** Every relative link under `root` whose file or heading does not exist. */
export function brokenLinks(root: string): BrokenLink[] {
  const anchorsByFile = new Map<string, Set<string>>();
  const anchorsOf = (file: string) => {
    let anchors = anchorsByFile.get(file);
    if (!anchors) {
      anchors = headingAnchors(readFileSync(file, 'utf8'));
      anchorsByFile.set(file, anchors);
    }
    return anchors;
  };
  return markdownFiles(root).flatMap((file) => {
    const source = path.join(root, file);
    return linkTargets(readFileSync(source, 'utf8')).flatMap((href): BrokenLink[] => {
      if (SCHEME.test(href)) return [];
      const [target = '', anchor] = href.split('#', 2);
      const decoded = decodeURIComponent(target);
      const resolved = decoded === '' ? source : path.join(decoded.startsWith('/') ? root : path.dirname(source), decoded);
      if (!existsSync(resolved)) return [{ file, href, problem: 'no such file' }];
      if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(decodeURIComponent(anchor))) {
        return [{ file, href, problem: 'no such heading' }];
      }
      return [];
    });
  });
}

/** Visits every token, in lists and tables too. */
export function walkTokens(tokens: Token[], visit: (token: Token) => void): void {
  for (const token of tokens) {
    visit(token);
    if ('tokens' in token && token.tokens) walkTokens(token.tokens, visit);
    if (token.type === 'list') for (const item of token.items) walkTokens(item.tokens, visit);
    if (token.type === 'table') {
      for (const cell of [...token.header, ...token.rows.flat()]) walkTokens(cell.tokens, visit);
    }
  }
}

/** A heading's text as GitHub slugs it: the words shown, without the Markdown around them. */
function plainText(tokens: Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'html') return '';
      if ('tokens' in token && token.tokens) return plainText(token.tokens);
      return 'text' in token && typeof token.text === 'string' ? token.text : token.raw;
    })
    .join('');
}
