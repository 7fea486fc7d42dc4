import { localized } from './localized';
import { UI_TEXT, type UiText } from './ui-text';

interface SharedText {
  names: Readonly<Record<string, string>>;
  fieldMessages: Readonly<Record<string, string>>;
  ui: UiText;
}

/** In English, the shared names and field messages are the English of contracts and the schemas, as written. */
const ENGLISH: SharedText = { names: {}, fieldMessages: {}, ui: UI_TEXT };

/**
 * The shared names, field messages and the design system's words in each language: the shell loads
 * them before a page renders. The English, four words, stays bundled in the browser too.
 */
export const sharedNames = localized<SharedText>('shared-ui:shared-names', ENGLISH, {
  en: async () => ({ default: ENGLISH }),
  ar: async () => {
    const [{ ARABIC_NAMES }, { ARABIC_FIELD_MESSAGES }, { default: ui }] = await Promise.all([
      import('contracts/arabic-names'),
      import('contracts/arabic-field-messages'),
      import('./ui-text.ar'),
    ]);
    return { default: { names: ARABIC_NAMES, fieldMessages: ARABIC_FIELD_MESSAGES, ui } };
  },
});

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

/** The design system's own words (a field's "(optional)", a spinner's label) in the page's language. */
export function useUiText(): UiText {
  return sharedNames.useText().ui;
}
