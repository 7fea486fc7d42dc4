import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from 'contracts/languages';
import { createContext, useContext } from 'react';

/** The language of the page being rendered, from its path: the shell provides it, every remote reads it. */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The `Intl` locale of the page's language (`ar-u-nu-latn`: Arabic with Latin digits). */
export function useIntlLocale(): string {
  return INTL_LOCALES[useLocale()];
}
