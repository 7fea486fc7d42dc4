import { useEffect } from 'react';
import { brand } from './brand';

export interface PageMeta {
  /** The page's own title; the company name is appended. */
  title: string;
  description: string;
  /** Path of the canonical URL; the current path when omitted. */
  path?: string;
  noIndex?: boolean;
  /** JSON-LD structured data for the page. */
  structuredData?: object;
}

export function formatTitle(title: string): string {
  return title.includes(brand.name) ? title : `${title} | ${brand.name}`;
}

/** Sets title, description, canonical, Open Graph and robots for the page while it is shown. */
export function usePageMeta({ title, description, path, noIndex = false, structuredData }: PageMeta): void {
  useEffect(() => {
    const fullTitle = formatTitle(title);
    const url = new URL(path ?? window.location.pathname, brand.siteUrl).href;
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('name', 'robots', noIndex ? 'noindex, nofollow' : 'index, follow');
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:site_name', brand.name);
    setCanonical(url);
    const script = structuredData ? addStructuredData(structuredData) : undefined;
    return () => script?.remove();
  }, [title, description, path, noIndex, structuredData]);
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function setCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}

function addStructuredData(data: object): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.textContent = JSON.stringify(data);
  document.head.append(script);
  return script;
}
