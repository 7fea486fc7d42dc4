/**
 * Text that ends up in a mail header (subject, to, reply-to) must not be able to start a new
 * header line, whatever a visitor typed. Validation already refuses most of it; this is the
 * last line of defence before the mail is rendered.
 */

// Controls (CR and LF among them), invisible format characters (bidi overrides) and line separators.
const CONTROL_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu;
// Anything outside an ASCII addr-spec (what the contracts' email rule accepts) could split one
// address into several: `,` and `;` list them, `:` opens an RFC 5322 group, `<>"()` re-parse it.
const NOT_ADDRESS_CHARACTERS = /[^A-Za-z0-9.!#$%&'*+/=?^_`{|}~@-]+/g;
const HEADER_TEXT_MAX = 200;

/** One line of plain text: control characters become a single space, then it is trimmed and capped. */
export function headerText(value: string): string {
  return value.replace(CONTROL_CHARACTERS, ' ').replace(/ {2,}/g, ' ').trim().slice(0, HEADER_TEXT_MAX);
}

/** A single bare e-mail address with nothing that could add a header or a recipient. */
export function headerAddress(value: string): string {
  return value.replace(NOT_ADDRESS_CHARACTERS, '');
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}
