/**
 * Text as XML 1.0 may hold it: a character the format forbids (a control character pasted into a
 * job's text) is dropped, since no parser would read a document with it.
 */
const NOT_IN_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function xmlText(text: string): string {
  return text.replace(NOT_IN_XML, '');
}
