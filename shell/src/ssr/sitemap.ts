import { jobListSchema, type StorySummary, storyListSchema } from 'contracts';
import { DEFAULT_LOCALE, pathInLocale, SUPPORTED_LOCALES } from 'contracts/languages';
import { SERVICE_IDS } from 'contracts/service-ids';
import { storyPath } from 'contracts/story-rules';
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

async function readApi(apiBase: string, path: string, fetchImpl: typeof fetch): Promise<unknown> {
  const response = await fetchImpl(`${apiBase}${path}`, { signal: AbortSignal.timeout(SITEMAP_API_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${response.status} from GET ${path}`);
  return response.json();
}

/** Every published story: the first page of the list says how many pages follow, read together. */
async function publishedStories(apiBase: string, fetchImpl: typeof fetch): Promise<StorySummary[]> {
  const page = async (number: number) => storyListSchema.parse(await readApi(apiBase, `/api/stories?page=${number}`, fetchImpl));
  const first = await page(1);
  const pages = Math.ceil(first.total / first.pageSize);
  const rest = await Promise.all(Array.from({ length: Math.max(pages - 1, 0) }, (_, index) => page(index + 2)));
  return [first, ...rest].flatMap((list) => list.items);
}

/**
 * sitemap.xml: every page of the route table, each service, each live job (published, still
 * open) and each published story, in every language, dated the day it last changed. Apply pages
 * are left out (they are noindex). Throws when the jobs or the stories cannot be read, rather
 * than drop them.
 */
export async function buildSitemap(apiBase: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  const [jobs, stories] = await Promise.all([
    readApi(apiBase, '/api/careers', fetchImpl).then((body) => jobListSchema.parse(body)),
    publishedStories(apiBase, fetchImpl),
  ]);

  const entries: SitemapEntry[] = [
    ...pageRoutes.filter((route) => !route.path.includes(':') && !route.private).map((route) => ({ path: route.path })),
    ...SERVICE_IDS.map((id) => ({ path: `/services/${id}` })),
    // The day the job last changed (content or status); an API without `updated` gives the posted date.
    ...jobs.map((job) => ({ path: `/careers/${job.slug}`, lastmod: job.updated?.slice(0, 10) ?? job.posted_date })),
    ...stories.map((story) => ({ path: storyPath(story.slug), lastmod: story.updatedAt.slice(0, 10) })),
  ];
  const urls = entries.flatMap(({ path, lastmod }) =>
    SUPPORTED_LOCALES.map((locale) => {
      const loc = `<loc>${absolute(pathInLocale(path, locale))}</loc>`;
      return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates(path)}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
