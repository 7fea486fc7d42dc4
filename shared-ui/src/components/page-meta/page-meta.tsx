import { brand } from 'contracts/brand';
import { DEFAULT_LOCALE, type Locale, pathInLocale, SUPPORTED_LOCALES } from 'contracts/locale-constants';
import { type RefCallback, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
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
  /** JSON-LD structured data for the page: one object or several. */
  structuredData?: object | readonly object[];
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
  'title, meta[name="description"], meta[name="robots"], link[rel="canonical"], link[rel="alternate"][hreflang], meta[property^="og:"], meta[name^="twitter:"]';

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
 * never took those elements over, so nothing else would remove them.
 */
function removeStaleMetadata() {
  for (const element of document.head.querySelectorAll(METADATA)) if (!owned.has(element)) element.remove();
}

/**
 * A page's title, description, canonical URL, Open Graph tags, robots and JSON-LD, as React 19
 * metadata elements: rendered into the server's HTML and hoisted into <head> in the browser.
 */
export function PageMeta({ title, description, path, noIndex = false, type = 'website', structuredData }: PageMetaProps) {
  const { pathname } = useLocation();
  const locale = useLocale();
  const company = useSharedName()(brand.name);
  const fullTitle = formatTitle(title, company);
  const url = canonicalUrl(pathInLocale(path ?? pathname, locale));
  const ownGraphs = structuredData === undefined ? [] : Array.isArray(structuredData) ? structuredData : [structuredData];
  // The page itself, in its language (schema.org's inLanguage belongs to the page, not to an organisation or a job).
  const page = { '@context': 'https://schema.org', '@type': 'WebPage', name: fullTitle, url, inLanguage: locale };
  const graphs = noIndex ? ownGraphs : [...ownGraphs, page];
  useEffect(removeStaleMetadata);
  return (
    <>
      <title ref={own}>{fullTitle}</title>
      <meta ref={own} name="description" content={description} />
      <meta ref={own} name="robots" content={noIndex ? 'noindex, nofollow' : 'index, follow'} />
      <link ref={own} rel="canonical" href={url} />
      {!noIndex && <LanguageAlternates path={path ?? pathname} />}
      <meta ref={own} property="og:title" content={fullTitle} />
      <meta ref={own} property="og:description" content={description} />
      <meta ref={own} property="og:type" content={type} />
      <meta ref={own} property="og:url" content={url} />
      <meta ref={own} property="og:site_name" content={company} />
      <meta ref={own} property="og:locale" content={OG_LOCALES[locale]} />
      <meta ref={own} name="twitter:card" content="summary" />
      {graphs.map((graph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the graphs of one page keep their order
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is data, escaped by scriptJson
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(graph) }} />
      ))}
    </>
  );
}
