import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brokenLinks, headingAnchors, linkTargets, markdownFiles } from './markdown-links';

const root = path.resolve(import.meta.dirname, '../../..');

test("every relative link and #anchor in the repository's Markdown files resolves", () => {
  expect(markdownFiles(root)).toContain('README.md');
  expect(brokenLinks(root)).toEqual([]);
});

describe('on a fixture', () => {
  let fixture: string;

  beforeAll(() => {
    fixture = mkdtempSync(path.join(tmpdir(), 'markdown-links-'));
    mkdirSync(path.join(fixture, 'docs'));
    mkdirSync(path.join(fixture, 'node_modules'));
    writeFileSync(
      path.join(fixture, 'README.md'),
      [
        '# Site',
        '',
        '## Staff console',
        '',
        'Fine: [staff](#staff-console), [releasing](docs/releasing.md#the-contract-gate), [docs](docs/),',
        '[the site](https://example.com/nowhere.md), [mail](mailto:someone@example.com), [root](/docs/releasing.md).',
        '',
        'Broken: [gone](docs/gone.md), [heading](docs/releasing.md#no-such-step), [here](#nowhere).',
        '',
        '| In a table | [a cell](docs/missing-from-table.md) |',
        '|---|---|',
        '',
        '```md',
        '[not a link](in-a-code-block.md)',
        '```',
        '',
        'And `[not a link](in-code.md)`.',
      ].join('\n'),
    );
    writeFileSync(path.join(fixture, 'docs/releasing.md'), '# Releasing\n\n## The **contract** gate\n');
    writeFileSync(path.join(fixture, 'node_modules/package.md'), '[dependency](nowhere.md)\n');
  });

  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  test('names each broken link, and only those', () => {
    expect(brokenLinks(fixture)).toEqual([
      { file: 'README.md', href: 'docs/gone.md', problem: 'no such file' },
      { file: 'README.md', href: 'docs/releasing.md#no-such-step', problem: 'no such heading' },
      { file: 'README.md', href: '#nowhere', problem: 'no such heading' },
      { file: 'README.md', href: 'docs/missing-from-table.md', problem: 'no such file' },
    ]);
  });

  test('leaves dependencies out', () => {
    expect(markdownFiles(fixture).sort()).toEqual([path.join('docs', 'releasing.md'), 'README.md'].sort());
  });
});

test.each([
  ['# Releasing a remote', 'releasing-a-remote'],
  ['## Notes: choices the spec left open', 'notes-choices-the-spec-left-open'],
  ['### Issue 19, second pass', 'issue-19-second-pass'],
  ['## The `docs/` folder', 'the-docs-folder'],
  ['## **Bold** and [a link](https://example.com)', 'bold-and-a-link'],
  ['## Production and the edge (Kubernetes: 2 replicas)', 'production-and-the-edge-kubernetes-2-replicas'],
])('%s has the anchor #%s, as on GitHub', (heading, anchor) => {
  expect([...headingAnchors(heading)]).toEqual([anchor]);
});

test('a repeated heading gets -1, as on GitHub', () => {
  expect([...headingAnchors('## Run\n\n## Run\n')]).toEqual(['run', 'run-1']);
});

test('reads links in lists, tables and emphasis, not in code', () => {
  expect(linkTargets('- [a](a.md)\n\n| [b](b.md) |\n|---|\n\n**[c](c.md)** `[d](d.md)`\n\n    [e](e.md)\n')).toEqual([
    'a.md',
    'b.md',
    'c.md',
  ]);
});
