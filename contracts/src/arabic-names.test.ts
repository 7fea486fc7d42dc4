import { ARABIC_NAMES } from './arabic-names';
import { brand } from './brand';
import { SERVICE_IDS, SERVICE_SUMMARIES } from './service-ids';
import { consultationLink, footerLinkGroups, headerLinks, type SiteLink, sitemapLinkGroups } from './site-links';

function names(links: readonly SiteLink[]): string[] {
  return links.flatMap((link) => [link.name, ...names(link.sublinks ?? [])]);
}

test('every name of the shared data has its Arabic', () => {
  const groups = [...footerLinkGroups, ...sitemapLinkGroups];
  const english = [
    brand.name,
    brand.shortName,
    brand.founder.name,
    brand.founder.title,
    brand.headquarters.city,
    ...SERVICE_IDS.map((id) => SERVICE_SUMMARIES[id].title),
    ...names([...headerLinks, consultationLink, ...groups.flatMap((group) => group.links)]),
    ...groups.map((group) => group.title),
  ];
  expect(english.filter((name) => !ARABIC_NAMES[name])).toEqual([]);
});
