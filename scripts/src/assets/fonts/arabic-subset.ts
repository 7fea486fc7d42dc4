/**
 * The Arabic typeface as Arabic pages get it: IBM Plex Sans Arabic (@fontsource, in shared-ui)
 * cut to the letters Modern Standard Arabic is written with. The package's Arabic files also
 * carry Persian, Urdu and Quranic letters and ligatures the site never shows, at 43-44 KB a
 * weight; cut, each is about 19 KB, and the text an Arabic page starts with is 48 KB sooner on a
 * phone's slow link. The cut files are committed (shared-ui/src/fonts); `npm run fonts:arabic`
 * writes them again after the package changes, and a test says when that is due.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { REPO_ROOT } from '../../local/compose';

/** The code points kept, as the @font-face's unicode-range in shared-ui/src/tokens.css reads them. */
export const ARABIC_SUBSET_RANGES: readonly (readonly [number, number])[] = [
  [0x0600, 0x066f], // Arabic letters, marks, punctuation and Arabic-Indic digits
  [0x200c, 0x200f], // joiners and direction marks
  [0xfe70, 0xfefc], // presentation forms, as text pasted from old documents has them
];

export const ARABIC_WEIGHTS = [400, 700] as const;

const shared = createRequire(path.join(REPO_ROOT, 'shared-ui/package.json'));

export const packagedFace = (weight: number) =>
  shared.resolve(`@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`);

/** Where the cut face is kept; its name keeps the weight between dashes, which the shell's preload reads. */
export const subsetFace = (weight: number) =>
  path.join(REPO_ROOT, `shared-ui/src/fonts/ibm-plex-sans-arabic-msa-${weight}-normal.woff2`);

export const inArabicSubset = (codePoint: number) =>
  ARABIC_SUBSET_RANGES.some(([first, last]) => codePoint >= first && codePoint <= last);

const subsetText = ARABIC_SUBSET_RANGES.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
).join('');

/** The packaged face cut to the subset, as WOFF2 (HarfBuzz keeps the shaping tables the letters need). */
export const cutArabicFace = (packaged: Buffer): Promise<Buffer> => subsetFont(packaged, subsetText, { targetFormat: 'woff2' });
