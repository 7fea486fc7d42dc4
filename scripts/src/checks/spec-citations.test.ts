import path from 'node:path';
import { specCitations, specCitationsIn } from './spec-citations';

const root = path.resolve(import.meta.dirname, '../../..');
/** Written as an escape so that this file does not cite a section itself. */
const SECTION = '\u00a7';

test('no tracked file cites a section of the product specification, which is not in the repository', () => {
  expect(specCitations(root).map(({ file, line, text }) => `${file}:${line} ${text}`)).toEqual([]);
});

test('a citation of a spec section is found in code, CSS and Markdown, however it is written', () => {
  const source = [
    `/** spec ${SECTION}5: a resume is at most 5 MB. */`,
    '/** A resume is at most 5 MB, PDF or Word. */',
    `  // spec's ${SECTION}8: at most one toast`,
    `/* the honeypot (${SECTION}4) is off-screen */`,
    `- The contact toast follows ${SECTION} 8's order.`,
    `Validated as spec ${'section'} 5 says.`,
    `A Host field as RFC 9110 ${SECTION}7.2 has it.`,
    'The spec leaves the order open.',
  ].join('\n');
  expect(specCitationsIn('fixture.ts', source).map(({ line }) => line)).toEqual([1, 3, 4, 5, 6, 7]);
});

test('a citation names its file, line and text', () => {
  expect(specCitationsIn('docs/fixture.md', `one\n  two (spec ${SECTION}2)  `)).toEqual([
    { file: 'docs/fixture.md', line: 2, text: `two (spec ${SECTION}2)` },
  ]);
});
