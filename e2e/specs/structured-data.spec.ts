/**
 * The structured data of every page, in both languages, checked by an outside validator: Adobe's
 * @adobe/structured-data-validator, which applies Google's rich-result rules (required and
 * recommended fields) for JobPosting, Organization, Person and BreadcrumbList (issue 32).
 */
import StructuredDataValidator from '@adobe/structured-data-validator';
import { expect, test } from '@playwright/test';
import { pathInLocale } from 'contracts/languages';
import { EVERY_ROUTE } from '../fixtures/routes';

type JsonLd = Record<string, unknown>;

/** Each JSON-LD block of the server's HTML, grouped by type as the validator takes them. */
function jsonLdByType(html: string): Record<string, JsonLd[]> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, text]) => JSON.parse(text ?? '') as JsonLd,
  );
  const byType: Record<string, JsonLd[]> = {};
  for (const block of blocks) {
    const type = String(block['@type']);
    byType[type] = [...(byType[type] ?? []), block];
  }
  return byType;
}

async function errorsOf(jsonld: Record<string, JsonLd[]>): Promise<string[]> {
  const issues = await new StructuredDataValidator().validate({ jsonld });
  return issues
    .filter(({ severity }) => severity === 'ERROR')
    .map(({ rootType, issueMessage }) => `${rootType}: ${issueMessage}`);
}

const pages = EVERY_ROUTE.filter((route) => !route.includes('no-such-page')).flatMap((route) => [
  route,
  pathInLocale(route, 'ar'),
]);

test('every page, English and Arabic, has structured data without an error, the four kinds among them in both', async ({
  request,
}) => {
  const typesByLocale = { en: new Set<string>(), ar: new Set<string>() };
  for (const path of pages) {
    const jsonld = jsonLdByType(await (await request.get(path)).text());
    expect(await errorsOf(jsonld), path).toEqual([]);
    for (const type of Object.keys(jsonld)) typesByLocale[path.startsWith('/ar') ? 'ar' : 'en'].add(type);
  }
  for (const types of Object.values(typesByLocale)) {
    expect([...types]).toEqual(expect.arrayContaining(['Organization', 'Person', 'JobPosting', 'BreadcrumbList']));
  }
});

test('the validator refuses a job posting without its required fields (negative control)', async ({ request }) => {
  const { JobPosting: [posting] = [] } = jsonLdByType(
    await (await request.get('/ar/careers/senior-cybersecurity-analyst')).text(),
  );
  const { datePosted: _, hiringOrganization: __, ...incomplete } = posting ?? {};
  expect(await errorsOf({ JobPosting: [incomplete] })).toEqual([
    'JobPosting: Required attribute "datePosted" is missing',
    'JobPosting: Required attribute "hiringOrganization" is missing',
  ]);
});
