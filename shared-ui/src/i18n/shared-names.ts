import { localized } from './localized';

interface SharedText {
  names: Readonly<Record<string, string>>;
  fieldMessages: Readonly<Record<string, string>>;
}

const sharedText = localized<SharedText>(
  { names: {}, fieldMessages: {} },
  {
    ar: async () => {
      const [{ ARABIC_NAMES }, { ARABIC_FIELD_MESSAGES }] = await Promise.all([
        import('contracts/arabic-names'),
        import('contracts/arabic-field-messages'),
      ]);
      return { default: { names: ARABIC_NAMES, fieldMessages: ARABIC_FIELD_MESSAGES } };
    },
  },
);

/** Loads the Arabic of the shared names and field messages before a page in that language renders (the shell does). */
export const loadSharedNames = sharedText.load;

/**
 * A name from the shared data (a site link, a service's title, the brand) in the page's
 * language: English as contracts write it, its Arabic from contracts/arabic-names.
 */
export function useSharedName(): (english: string) => string {
  const { names } = sharedText.useText();
  return (english) => names[english] ?? english;
}

/** A field's message (the schemas' English, from the browser's check or the API's) in the page's language. */
export function useFieldMessage(): (english: string) => string {
  const { fieldMessages } = sharedText.useText();
  return (english) => fieldMessages[english] ?? english;
}
