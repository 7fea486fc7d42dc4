import { brand } from 'contracts/brand';
import { DEFAULT_LOCALE, type Locale, pathInLocale, SUPPORTED_LOCALES } from 'contracts/languages';
import { createContext, type RefCallback, useContext, useEffect, useId } from 'react';
import { useLocation } from 'react-router-dom';
import type { WebPage, WithContext } from 'schema-dts';
import { useLocale } from '../../i18n/locale';
import { useSharedName } from '../../i18n/shared-names';

export interface PageMetaProps {
  /** The page's own title; the company name is appended unless the title already holds it. */
  title: string;
  description: string;
  /** Path of the canonical URL, in any language (`/careers/x`); the current path when omitted. */
  path?: string;
  noIndex?: boolean;
  /** Open Graph type: `profile` for a person's page, `website` otherwise. */
  type?: 'website' | 'profile' | 'article';
  /**
   * JSON-LD structured data for the page: one object or several. Build it only where
   * `process.env.RENDER_TARGET !== 'browser'` (see StructuredDataCollector), so that the browser's
   * scripts do not carry the code that builds it.
   */
  structuredData?: object | readonly object[] | false;
  /** Feeds of the page's content (`<link rel="alternate" type=…>`): each path in any language, linked in the page's. */
  feeds?: readonly PageFeed[];
}

export interface PageFeed {
  /** `application/rss+xml` or `application/atom+xml`. */
  type: string;
  title: string;
  path: string;
}

/** A page's JSON-LD graphs, for the page's canonical URL. */
export interface PageStructuredData {
  url: string;
  graphs: readonly object[];
}

/**
 * Where the server collects the page's JSON-LD, which it writes into the document's head.
 * Structured data is for crawlers, which read the server's HTML: the browser's build (where
 * `process.env.RENDER_TARGET` is 'browser') drops the code that makes it, and renders none, so
 * nothing differs when the browser hydrates. Each PageMeta reports under its own id, so a render
 * React runs again reports once.
 */
export const StructuredDataCollector = createContext<(id: string, data: PageStructuredData) => void>(() => {});

/** The JSON-LD the server wrote into the head (structuredDataScripts), for the page at `data-url`. */
const STRUCTURED_DATA_SELECTOR = 'script[type="application/ld+json"][data-url]';

/** The server's JSON-LD elements for the document's head. */
export function structuredDataScripts({ url, graphs }: PageStructuredData): string {
  const attributeUrl = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return graphs
    .map((graph) => `<script type="application/ld+json" data-url="${attributeUrl}">${scriptJson(graph)}</script>`)
    .join('');
}

export function formatTitle(title: string, company: string = brand.name): string {
  return title.includes(company) ? title : `${title} | ${company}`;
}

export function canonicalUrl(path: string): string {
  return new URL(path, brand.siteUrl).href;
}

/** JSON for an inline script: `<` is escaped so no value can close the script element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The <head> elements a mounted PageMeta stands behind. */
const owned = new Set<Element>();

const own: RefCallback<Element> = (element) => {
  if (!element) return;
  owned.add(element);
  return () => {
    owned.delete(element);
  };
};

const METADATA =
  'title, meta[name="description"], meta[name="robots"], link[rel="canonical"], link[rel="alternate"][hreflang], link[rel="alternate"][type], meta[property^="og:"], meta[name^="twitter:"]';

/** Open Graph's name of each language's page. */
const OG_LOCALES: Record<Locale, string> = { en: 'en_US', ar: 'ar_AR' };

/**
 * The page in every language, reciprocal and self-referencing as Google's guide on localized
 * versions asks, with the English page as `x-default`.
 */
function LanguageAlternates({ path }: { path: string }) {
  return (
    <>
      {SUPPORTED_LOCALES.map((locale) => (
        <link key={locale} ref={own} rel="alternate" hrefLang={locale} href={canonicalUrl(pathInLocale(path, locale))} />
      ))}
      <link ref={own} rel="alternate" hrefLang="x-default" href={canonicalUrl(pathInLocale(path, DEFAULT_LOCALE))} />
    </>
  );
}

/**
 * Removes the metadata the server wrote for a part the browser rendered again instead of
 * hydrating it (a remote's fallback that gave way to the page once the remote answered): React
 * never took those elements over, so nothing else would remove them. The server's JSON-LD stays
 * while the page is the one it describes.
 */
function removeStaleMetadata(url: string) {
  for (const element of document.head.querySelectorAll(METADATA)) if (!owned.has(element)) element.remove();
  for (const script of document.head.querySelectorAll<HTMLElement>(STRUCTURED_DATA_SELECTOR))
    if (script.dataset.url !== url) script.remove();
}

/**
 * A page's title, description, canonical URL, Open Graph tags and robots, as React 19 metadata
 * elements: rendered into the server's HTML and hoisted into <head> in the browser. Its JSON-LD
 * goes to the server's StructuredDataCollector.
 */
export function PageMeta({
  title,
  description,
  path,
  noIndex = false,
  type = 'website',
  structuredData,
  feeds = [],
}: PageMetaProps) {
  const { pathname } = useLocation();
  const locale = useLocale();
  const company = useSharedName()(brand.name);
  const fullTitle = formatTitle(title, company);
  const url = canonicalUrl(pathInLocale(path ?? pathname, locale));
  const collectStructuredData = useContext(StructuredDataCollector);
  const id = useId();
  if (process.env.RENDER_TARGET !== 'browser') {
    const ownGraphs = !structuredData ? [] : Array.isArray(structuredData) ? structuredData : [structuredData];
    // The page itself, in its language (schema.org's inLanguage belongs to the page, not to an organisation or a job).
    const page: WithContext<WebPage> = {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: fullTitle,
      url,
      inLanguage: locale,
    };
    collectStructuredData(id, { url, graphs: noIndex ? ownGraphs : [...ownGraphs, page] });
  }
  useEffect(() => removeStaleMetadata(url));
  return (
    <>
      <title ref={own}>{fullTitle}</title>
      <meta ref={own} name="description" content={description} />
      <meta ref={own} name="robots" content={noIndex ? 'noindex, nofollow' : 'index, follow'} />
      <link ref={own} rel="canonical" href={url} />
      {!noIndex && <LanguageAlternates path={path ?? pathname} />}
      {feeds.map((feed) => (
        <link
          key={feed.path}
          ref={own}
          rel="alternate"
          type={feed.type}
          title={feed.title}
          href={canonicalUrl(pathInLocale(feed.path, locale))}
        />
      ))}
      <meta ref={own} property="og:title" content={fullTitle} />
      <meta ref={own} property="og:description" content={description} />
      <meta ref={own} property="og:type" content={type} />
      <meta ref={own} property="og:url" content={url} />
      <meta ref={own} property="og:site_name" content={company} />
      <meta ref={own} property="og:locale" content={OG_LOCALES[locale]} />
      <meta ref={own} name="twitter:card" content="summary" />
    </>
  );
}
