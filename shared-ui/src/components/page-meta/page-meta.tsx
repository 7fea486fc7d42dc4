import { brand } from 'contracts/brand';
import { useLocation } from 'react-router-dom';

export interface PageMetaProps {
  /** The page's own title; the company name is appended unless the title already holds it. */
  title: string;
  description: string;
  /** Path of the canonical URL; the current path when omitted. */
  path?: string;
  noIndex?: boolean;
  /** Open Graph type: `profile` for a person's page, `website` otherwise. */
  type?: 'website' | 'profile' | 'article';
  /** JSON-LD structured data for the page: one object or several. */
  structuredData?: object | readonly object[];
}

export function formatTitle(title: string): string {
  return title.includes(brand.name) ? title : `${title} | ${brand.name}`;
}

export function canonicalUrl(path: string): string {
  return new URL(path, brand.siteUrl).href;
}

/** JSON for an inline script: `<` is escaped so no value can close the script element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * A page's title, description, canonical URL, Open Graph tags, robots and JSON-LD, as React 19
 * metadata elements: rendered into the server's HTML and hoisted into <head> in the browser.
 */
export function PageMeta({ title, description, path, noIndex = false, type = 'website', structuredData }: PageMetaProps) {
  const { pathname } = useLocation();
  const fullTitle = formatTitle(title);
  const url = canonicalUrl(path ?? pathname);
  const graphs = structuredData === undefined ? [] : Array.isArray(structuredData) ? structuredData : [structuredData];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="robots" content={noIndex ? 'noindex, nofollow' : 'index, follow'} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={brand.name} />
      <meta name="twitter:card" content="summary" />
      {graphs.map((graph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the graphs of one page keep their order
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is data, escaped by scriptJson
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(graph) }} />
      ))}
    </>
  );
}
