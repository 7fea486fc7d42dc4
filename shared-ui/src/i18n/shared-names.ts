import { localized } from './localized';

interface SharedText {
  names: Readonly<Record<string, string>>;
  fieldMessages: Readonly<Record<string, string>>;
}

/** The shared names and field messages in each language: the shell loads them before a page renders. */
export const sharedNames = localized<SharedText>(
  'shared-ui:shared-names',
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

/**
 * A name from the shared data (a site link, a service's title, the brand) in the page's
 * language: English as contracts write it, its Arabic from contracts/arabic-names.
 */
export function useSharedName(): (english: string) => string {
  const { names } = sharedNames.useText();
  return (english) => names[english] ?? english;
}

/** A field's message (the schemas' English, from the browser's check or the API's) in the page's language. */
export function useFieldMessage(): (english: string) => string {
  const { fieldMessages } = sharedNames.useText();
  return (english) => fieldMessages[english] ?? english;
}
