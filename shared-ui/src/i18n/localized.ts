import { DEFAULT_LOCALE, type Locale } from 'contracts/languages';
import { use } from 'react';
import { useLocale } from './locale';

/** How a module's text in each language is loaded: a chunk of its own, fetched only where a page needs it. */
export type LocaleLoaders<T> = Record<Locale, () => Promise<{ default: T }>>;

/**
 * The text a page was rendered with, by each text's key: the server sends it in the page's state,
 * and the browser hydrates with it instead of loading the same text as scripts.
 */
export type RenderedText = Record<string, unknown>;

/** A promise React's `use` reads at once, without suspending, once it has settled. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

function tracked<T>(promise: Promise<T>): Tracked<T> {
  const result: Tracked<T> = promise.then((value) => {
    Object.assign(result, { status: 'fulfilled', value });
    return value;
  });
  return result;
}

function fulfilled<T>(value: T): Tracked<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

/** In the browser, the page's rendered text (keepRenderedText), by `<locale>:<key>`. */
const renderedText = new Map<string, unknown>();

/** Keeps the text the server rendered the page with: each text's `load` takes it from here rather than fetching it. */
export function keepRenderedText(locale: Locale, text: RenderedText): void {
  for (const [key, value] of Object.entries(text)) renderedText.set(`${locale}:${key}`, value);
}

export interface Localized<T> {
  /** Unique across the site (`mfe_careers:job-content`): the text's name in a page's rendered text. */
  key: string;
  /** Loads the text of a language: what an exposed module's `loadLocale` awaits before its page renders. */
  load(locale: Locale): Promise<T>;
  /** The text in the page's language; suspends while it loads (it is loaded before rendering, so rarely). */
  useText(): T;
}

/**
 * Text a remote owns in every language, each a chunk of its own, loaded where a page needs it
 * unless the page came with it (keepRenderedText). The English, what the site was written in,
 * is also bundled where pages are rendered, the server and tests: call sites pass
 * `process.env.RENDER_TARGET === 'browser' ? undefined : english`, so that the browser's scripts
 * do not carry it (docs/i18n.md).
 */
export function localized<T>(key: string, bundledEnglish: T | undefined, loaders: LocaleLoaders<T>): Localized<T> {
  const loads = new Map<Locale, Tracked<T>>(bundledEnglish === undefined ? [] : [[DEFAULT_LOCALE, fulfilled(bundledEnglish)]]);
  const load = (locale: Locale): Tracked<T> => {
    let loading = loads.get(locale);
    if (!loading) {
      const rendered = `${locale}:${key}`;
      loading = renderedText.has(rendered)
        ? fulfilled(renderedText.get(rendered) as T)
        : tracked(loaders[locale]().then((module) => module.default));
      // A chunk that failed to load is asked for again by the next page.
      loading.catch(() => loads.delete(locale));
      loads.set(locale, loading);
    }
    return loading;
  };
  return {
    key,
    load,
    useText() {
      const loading = load(useLocale());
      return loading.status === 'fulfilled' ? (loading.value as T) : use(loading as Promise<T>);
    },
  };
}

/**
 * Loads a module's texts in a language (an exposed module's `loadLocale`), and gives them by key
 * for the page's rendered text.
 */
export async function loadTexts(locale: Locale, texts: readonly Localized<unknown>[]): Promise<RenderedText> {
  const loaded = await Promise.all(texts.map(async (text) => [text.key, await text.load(locale)] as const));
  if (process.env.NODE_ENV !== 'production') for (const [key, text] of loaded) assertSendableAsJson(text, key);
  return Object.fromEntries(loaded);
}

/**
 * The rendered text reaches the browser as JSON in the page's state, so a function in it (a
 * formatter) would arrive missing and break hydration: texts are data only, checked in tests and
 * development.
 */
function assertSendableAsJson(value: unknown, path: string): void {
  if (value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value)) return;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) assertSendableAsJson(item, `${path}[${index}]`);
  } else if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [name, item] of Object.entries(value)) assertSendableAsJson(item, `${path}.${name}`);
  } else {
    throw new TypeError(`${path} is a ${typeof value}: a text sent in the page's state must be plain data`);
  }
}
