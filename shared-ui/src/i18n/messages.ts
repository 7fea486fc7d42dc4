import { type I18n, setupI18n } from '@lingui/core';
import type { Locale } from 'contracts/languages';
import { useLocale } from './locale';
import { type LocaleLoaders, type Localized, localized } from './localized';

/** Values a message puts in its `{placeholders}`, and the count its plural forms choose by. */
export type MessageValues = Record<string, string | number>;

/** A message by its id, in the page's language, with its placeholders filled. */
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string;

/** A catalogue: ICU MessageFormat texts by id (a remote's `messages/<locale>.json`, compiled by the build). */
type Catalogue = Record<string, string>;

function translator<Id extends string>(locale: Locale, catalogue: Catalogue): Translate<Id> {
  // One Lingui instance per catalogue and language, never switched: renders of both languages run
  // side by side on the server, and no remote's messages can overwrite another's.
  const i18n: I18n = setupI18n({ locale, messages: { [locale]: catalogue } });
  return (id, values) => i18n._(id, values);
}

export interface Messages<Id extends string> extends Localized<Catalogue> {
  /** The page's language's `t`. */
  useT(): Translate<Id>;
}

/**
 * A remote's messages, loaded as `localized` texts are (English bundled where pages are rendered).
 * The other languages' catalogues are typed by the English one, so a missing message fails the
 * typecheck. Lingui (in shared-ui, the federation singleton) formats them; plurals follow CLDR's forms.
 */
export function defineMessages<English extends Catalogue>(
  key: string,
  bundledEnglish: English | undefined,
  loaders: LocaleLoaders<Record<keyof English, string>>,
): Messages<Extract<keyof English, string>> {
  type Id = Extract<keyof English, string>;
  const catalogue = localized<Catalogue>(key, bundledEnglish, loaders);
  const translators = new WeakMap<Catalogue, Translate<Id>>();
  return {
    ...catalogue,
    useT() {
      const locale = useLocale();
      const messages = catalogue.useText();
      let t = translators.get(messages);
      if (!t) {
        t = translator(locale, messages);
        translators.set(messages, t);
      }
      return t;
    },
  };
}
