/**
 * A mail's text: our own words with the values put into them (a name, a job title, a
 * reference) kept apart, so that a right-to-left mail can isolate each value in its HTML. A
 * Latin name or a reference inside Arabic text then keeps its own direction and does not drag
 * the punctuation around it along.
 */
import type { Locale } from 'contracts';

/** A value put into our text, and which way it runs. */
export interface Insert {
  readonly value: string;
  /** `auto`: from its own letters (typed text, any script); `ltr`: always left to right. */
  readonly direction: 'auto' | 'ltr';
  /** A URL the HTML part makes a link of (the text part shows it as it is). */
  readonly link?: boolean;
}

export type Segment = string | Insert;
/** Plain words of ours, or words with values in them. */
export type MailText = string | readonly Segment[];

/** Typed by a person, in any script: a visitor's name, a job title staff wrote, the company's name. */
export const typed = (value: string): Insert => ({ value, direction: 'auto' });

/** Left to right in every language: e-mail addresses, phone numbers, references, links. */
export const ltr = (value: string): Insert => ({ value, direction: 'ltr' });

/** A URL, left to right, a link in the HTML part. */
export const link = (url: string): Insert => ({ value: url, direction: 'ltr', link: true });

/** `` text`Dear ${typed(name)},` ``: the words and the values in their order. */
export function text(words: TemplateStringsArray, ...values: Segment[]): Segment[] {
  return words.flatMap((word, index) => {
    const value = values[index];
    return [...(word === '' ? [] : [word]), ...(value === undefined ? [] : [value])];
  });
}

export function segmentsOf(mailText: MailText): readonly Segment[] {
  return typeof mailText === 'string' ? [mailText] : mailText;
}

/** The text as a text part shows it: words and values as they are. */
export function plainText(mailText: MailText): string {
  return segmentsOf(mailText)
    .map((segment) => (typeof segment === 'string' ? segment : segment.value))
    .join('');
}

/**
 * One mail's words in every language the site speaks, side by side. Typed per mail, so a
 * language missing a text (or a text missing from one language) fails the typecheck.
 */
export type MailCatalogue<Texts> = { readonly [L in Locale]: Texts };
