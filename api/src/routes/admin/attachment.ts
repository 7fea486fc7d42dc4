/** `Content-Disposition: attachment` for a file name a visitor chose. */

const FALLBACK_FILE_NAME = 'resume';
const FILE_NAME_MAX = 150;
// Controls (CR and LF among them), invisible format characters (bidi overrides) and line separators.
const CONTROL_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
// Safe in a quoted header value on every browser: no quotes, backslashes, separators or non-ASCII.
const NOT_PLAIN_ASCII = /[^A-Za-z0-9 ._()-]+/g;

/**
 * The name without any directory part or control characters. The ASCII `filename` fallback
 * keeps only plain characters; `filename*` (RFC 5987) carries the full UTF-8 name.
 */
export function attachmentDisposition(fileName: string): string {
  const base = (fileName.split(/[/\\]/).pop() ?? '').replace(CONTROL_CHARACTERS, '').trim();
  const name = stripLeadingDots(base).slice(0, FILE_NAME_MAX) || FALLBACK_FILE_NAME;
  const ascii = stripLeadingDots(name.replace(NOT_PLAIN_ASCII, '_')) || FALLBACK_FILE_NAME;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** A name that starts with dots would be hidden (or mean "parent") on the staff member's disk. */
function stripLeadingDots(name: string): string {
  return name.replace(/^\.+/, '');
}

function encodeRfc5987(value: string): string {
  // encodeURIComponent leaves ' ( ) * ! unescaped; RFC 5987 attr-char does not allow the first four.
  return encodeURIComponent(value).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}
