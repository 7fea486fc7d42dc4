import { jobListSchema } from 'contracts';
import { DEFAULT_LOCALE, pathInLocale, SUPPORTED_LOCALES } from 'contracts/locale-constants';
import { SERVICE_IDS } from 'contracts/service-ids';
import { brand } from 'shared-ui';
import { pageRoutes } from '../routes';

export const SITEMAP_API_TIMEOUT_MS = 2000;

interface SitemapEntry {
  path: string;
  /** The date the page's data last changed, when the data has one. */
  lastmod?: string;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (character) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[character]};`);

const absolute = (path: string) => escapeXml(new URL(path, brand.siteUrl).href);

/** The page in every language, as its head lists them (Google's sitemap form of hreflang). */
function alternates(path: string): string {
  const links: [hreflang: string, path: string][] = SUPPORTED_LOCALES.map((locale) => [locale, pathInLocale(path, locale)]);
  links.push(['x-default', pathInLocale(path, DEFAULT_LOCALE)]);
  return links
    .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${absolute(href)}"/>`)
    .join('');
}

/**
 * sitemap.xml: every page of the route table, each service and each live job (published, still
 * open), in every language, dated the day it last changed. Apply pages are
 * left out (they are noindex). Throws when the jobs cannot be read, rather than drop them.
 */
export async function buildSitemap(apiBase: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl(`${apiBase}/api/careers`, { signal: AbortSignal.timeout(SITEMAP_API_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${response.status} from GET /api/careers`);
  const jobs = jobListSchema.parse(await response.json());

  const entries: SitemapEntry[] = [
    ...pageRoutes.filter((route) => !route.path.includes(':') && !route.private).map((route) => ({ path: route.path })),
    ...SERVICE_IDS.map((id) => ({ path: `/services/${id}` })),
    // The day the job last changed (content or status); an API without `updated` gives the posted date.
    ...jobs.map((job) => ({ path: `/careers/${job.slug}`, lastmod: job.updated?.slice(0, 10) ?? job.posted_date })),
  ];
  const urls = entries.flatMap(({ path, lastmod }) =>
    SUPPORTED_LOCALES.map((locale) => {
      const loc = `<loc>${absolute(pathInLocale(path, locale))}</loc>`;
      return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates(path)}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
