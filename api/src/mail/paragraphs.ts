/** Plain text staff wrote, as paragraphs: blank lines part them, single line breaks stay inside one. */
export function splitParagraphs(plain: string): string[] {
  return plain
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
