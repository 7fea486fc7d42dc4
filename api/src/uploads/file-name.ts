/**
 * The candidate's file name, made safe to store, show and put in a download header: no path,
 * no control or invisible formatting characters (CR, LF, NUL, bidi overrides), bounded length,
 * and an extension that matches what the bytes are.
 */
export const FILE_NAME_MAX = 120;
const FALLBACK_BASE_NAME = 'resume';

export function sanitizeFileName(original: string, extension: string): string {
  const lastSegment = original.normalize('NFC').split(/[/\\]/).at(-1) ?? '';
  const base =
    lastSegment
      .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
      .replace(/["<>:|?*]/g, '_')
      .replace(/\s+/g, ' ')
      .replace(/^[\s.]+/, '')
      .trim() || FALLBACK_BASE_NAME;
  const named = base.toLowerCase().endsWith(extension) ? base : `${base}${extension}`;
  if (named.length <= FILE_NAME_MAX) return named;
  let stem = '';
  for (const character of named.slice(0, named.length - extension.length)) {
    if (stem.length + character.length + extension.length > FILE_NAME_MAX) break;
    stem += character;
  }
  return `${stem.trimEnd()}${extension}`;
}

/**
 * The name in plain ASCII, for the legacy `filename=` of a download header (`filename*` keeps
 * the original): letters lose their accents, any other run of characters becomes `_` (a `%`
 * too, which some clients would decode), and a name with no letter or digit left is `resume`.
 */
export function asciiFileName(name: string, extension: string): string {
  const hasExtension = name.toLowerCase().endsWith(extension);
  const stem = hasExtension ? name.slice(0, name.length - extension.length) : name;
  const ascii = stem
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9 ._-]+/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .trim();
  return `${/[A-Za-z0-9]/.test(ascii) ? ascii : FALLBACK_BASE_NAME}${hasExtension ? name.slice(stem.length) : extension}`;
}
