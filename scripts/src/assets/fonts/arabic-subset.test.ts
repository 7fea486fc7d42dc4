import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../local/compose';
import { ARABIC_SUBSET_RANGES, ARABIC_WEIGHTS, cutArabicFace, inArabicSubset, packagedFace, subsetFace } from './arabic-subset';

/** The Arabic script's blocks, as the packaged face covers them: what a text could need from it. */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;
const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

test.each(ARABIC_WEIGHTS)(
  'the committed %i face is the packaged one cut to the subset (else run npm run fonts:arabic)',
  async (weight) => {
    const cut = await cutArabicFace(readFileSync(packagedFace(weight)));
    expect(readFileSync(subsetFace(weight)).equals(cut)).toBe(true);
    expect(cut.length).toBeLessThan(readFileSync(packagedFace(weight)).length / 2);
  },
);

test('every Arabic letter the site writes is in the subset', () => {
  const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.json'], { cwd: REPO_ROOT, encoding: 'utf8' }).split('\n');
  const outside = new Set<string>();
  for (const file of files.filter(Boolean)) {
    for (const [letter] of readFileSync(path.join(REPO_ROOT, file), 'utf8').matchAll(ARABIC_SCRIPT)) {
      if (!inArabicSubset(letter.codePointAt(0) ?? 0)) outside.add(`${file}: U+${hex(letter.codePointAt(0) ?? 0)}`);
    }
  }
  expect([...outside]).toEqual([]);
});

test("the stylesheet's unicode-range for the Arabic face is the subset's", () => {
  const css = readFileSync(path.join(REPO_ROOT, 'shared-ui/src/tokens.css'), 'utf8');
  const range = ARABIC_SUBSET_RANGES.map(([first, last]) => `U+${hex(first)}-${hex(last)}`).join(', ');
  const arabicFaces = [...css.matchAll(/font-family: "IBM Plex Sans Arabic";[^}]*unicode-range: ([^;]+);/g)];
  expect(arabicFaces.map(([, declared]) => declared)).toEqual(ARABIC_WEIGHTS.map(() => range));
});

test('a Persian letter is outside the subset, an Arabic one inside', () => {
  expect(inArabicSubset(0x067e)).toBe(false); // Persian pe
  expect(inArabicSubset(0x0628)).toBe(true); // Arabic beh
});
