import { DEFAULT_LOCALE, type Locale } from 'contracts/locale-constants';
import { use } from 'react';
import { useLocale } from './locale';

// English is DEFAULT_LOCALE, bundled with the code.
type OtherLocale = Exclude<Locale, 'en'>;

/** How a module's text in each other language is loaded: its own chunk, fetched only on that language's pages. */
export type LocaleLoaders<T> = Record<OtherLocale, () => Promise<{ default: T }>>;

/** A promise React's `use` reads at once, without suspending, once it has settled. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

function tracked<T>(promise: Promise<T>): Tracked<T> {
  const result: Tracked<T> = promise.then((value) => {
    Object.assign(result, { status: 'fulfilled', value });
    return value;
  });
  return result;
}

export interface Localized<T> {
  /** Loads the text of a language: what an exposed module's `loadLocale` awaits before its page renders. */
  load(locale: Locale): Promise<T>;
  /** The text in the page's language; suspends while it loads (it is loaded before rendering, so rarely). */
  useText(): T;
}

/**
 * Text a remote owns in every language: the English bundled with its code (the default, and what
 * the site was written in), each other language a chunk of its own loaded on that language's pages.
 */
export function localized<T>(english: T, others: LocaleLoaders<T>): Localized<T> {
  const loads = new Map<Locale, Tracked<T>>([[DEFAULT_LOCALE, tracked(Promise.resolve(english))]]);
  const load = (locale: Locale): Tracked<T> => {
    let loading = loads.get(locale);
    if (!loading) {
      loading = tracked(others[locale as OtherLocale]().then((module) => module.default));
      // A chunk that failed to load is asked for again by the next page.
      loading.catch(() => loads.delete(locale));
      loads.set(locale, loading);
    }
    return loading;
  };
  return {
    load,
    useText() {
      const locale = useLocale();
      if (locale === DEFAULT_LOCALE) return english;
      const loading = load(locale);
      return loading.status === 'fulfilled' ? (loading.value as T) : use(loading as Promise<T>);
    },
  };
}
