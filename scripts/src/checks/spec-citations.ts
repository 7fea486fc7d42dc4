/**
 * Lines that cite a numbered section of the product specification, which is not in the
 * repository: the section sign and a number, or "spec section" and a number, however spelt. A
 * reader cannot follow them, so a comment or a doc says the rule itself. Any numbered section
 * counts, an RFC's too: the rule is said in words, the document named whole.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const SECTION_SIGN = '\u00a7';
/** The section sign and a number, with or without a space. */
const NUMBERED_SECTION = new RegExp(`${SECTION_SIGN}\\s*\\d`, 'i');
/** "spec" or "specification" (or its possessive), then the section sign or "section" and a number. */
const SPEC_SECTION = new RegExp(`\\bspec(?:ification)?(?:'s)?\\s+(?:${SECTION_SIGN}|sections?\\s+\\d)`, 'i');

export interface SpecCitation {
  file: string;
  line: number;
  text: string;
}

/** The lines of one file's text that cite a section of the spec. */
export function specCitationsIn(file: string, text: string): SpecCitation[] {
  return text
    .split('\n')
    .flatMap((content, index) =>
      NUMBERED_SECTION.test(content) || SPEC_SECTION.test(content) ? [{ file, line: index + 1, text: content.trim() }] : [],
    );
}

/** Every citation in the text files git tracks below `root` (binary files, such as fonts, are skipped). */
export function specCitations(root: string): SpecCitation[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  return files.flatMap((file) => {
    const bytes = readFileSync(`${root}/${file}`);
    return bytes.includes(0) ? [] : specCitationsIn(file, bytes.toString('utf8'));
  });
}
