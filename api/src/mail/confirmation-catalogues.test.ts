import { SERVICE_OPTIONS, SUPPORTED_LOCALES, YEARS_OPTIONS } from 'contracts';
import { APPLICATION_CONFIRMATION, type ApplicationConfirmationTexts } from './application-confirmation';
import { ENQUIRY_CONFIRMATION } from './enquiry-confirmation';
import { type MailCatalogue, plainText, typed } from './mail-text';

/**
 * Stands for a value put into the words, given as text or as an isolated value alike: it has no
 * letters, so whatever letters a text shows are the catalogue's own.
 */
const VALUE = { ...typed('#'), toString: () => '#' };

/** A text, or a list of texts, as words. */
function wordsOf(result: unknown): string[] {
  if (typeof result === 'string') return [result];
  if (Array.isArray(result)) return result.some(Array.isArray) ? result.flatMap(wordsOf) : [plainText(result)];
  return [];
}

/** Every text of one language of a catalogue, with VALUE put in. */
function textsOf(words: object): string[] {
  return Object.values(words).flatMap((entry: unknown): string[] => {
    if (typeof entry === 'function') return wordsOf(entry(VALUE));
    if (typeof entry === 'object' && entry !== null) return textsOf(entry);
    return wordsOf(entry);
  });
}

describe.each([
  ['the enquiry confirmation', ENQUIRY_CONFIRMATION],
  ['the application confirmation', APPLICATION_CONFIRMATION],
])('%s', (_mail, catalogue) => {
  it.each(SUPPORTED_LOCALES)('has the same texts in %s as in English', (locale) => {
    expect(Object.keys(catalogue[locale]).sort()).toEqual(Object.keys(catalogue.en).sort());
  });

  it('is written in Arabic letters only in Arabic (values apart, digits allowed)', () => {
    for (const text of textsOf(catalogue.ar)) {
      expect(text).toMatch(/\p{Script=Arabic}/u);
      expect(text).not.toMatch(/[A-Za-z]/);
    }
  });
});

test('names every service of the form and every experience option in Arabic', () => {
  expect(Object.keys(ENQUIRY_CONFIRMATION.ar.services).sort()).toEqual(SERVICE_OPTIONS.map((option) => option.value).sort());
  expect(Object.keys(APPLICATION_CONFIRMATION.ar.years).sort()).toEqual(YEARS_OPTIONS.map((option) => option.value).sort());
});

test('a language without every text fails the typecheck', () => {
  const { notYou: _left, ...withoutOne } = APPLICATION_CONFIRMATION.ar;
  // @ts-expect-error the Arabic words lack `notYou`: a catalogue must have every text in every language
  const incomplete: MailCatalogue<ApplicationConfirmationTexts> = { en: APPLICATION_CONFIRMATION.en, ar: withoutOne };
  expect(incomplete.ar).not.toHaveProperty('notYou');
});
