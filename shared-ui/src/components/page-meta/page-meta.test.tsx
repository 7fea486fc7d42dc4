import { render } from '@testing-library/react';
import { brand } from 'contracts/brand';
import { MemoryRouter } from 'react-router-dom';
import { LocaleContext } from '../../i18n/locale';
import { sharedNames } from '../../i18n/shared-names';
import {
  formatTitle,
  PageMeta,
  type PageStructuredData,
  StructuredDataCollector,
  scriptJson,
  structuredDataScripts,
} from './page-meta';

const head = (selector: string) => document.head.querySelector(selector);

test('puts title, description, canonical, Open Graph and robots in the head', () => {
  render(
    <MemoryRouter initialEntries={['/culture']}>
      <PageMeta title="Our Culture" description="How we work." />
    </MemoryRouter>,
  );
  expect(document.title).toBe(`Our Culture | ${brand.name}`);
  expect(head('meta[name="description"]')?.getAttribute('content')).toBe('How we work.');
  expect(head('link[rel="canonical"]')?.getAttribute('href')).toBe(`${brand.siteUrl}/culture`);
  expect(head('meta[property="og:url"]')?.getAttribute('content')).toBe(`${brand.siteUrl}/culture`);
  expect(head('meta[property="og:type"]')?.getAttribute('content')).toBe('website');
  expect(head('meta[name="robots"]')?.getAttribute('content')).toBe('index, follow');
});

test('marks a page noindex, a profile page as a profile, and gives each JSON-LD graph to the collector, not to the page', () => {
  const collected: PageStructuredData[] = [];
  const { container } = render(
    <StructuredDataCollector.Provider value={(_id, data) => collected.push(data)}>
      <MemoryRouter initialEntries={['/apply/x']}>
        <PageMeta
          title="Profile"
          description="d"
          path="/founder"
          type="profile"
          noIndex
          structuredData={[{ '@type': 'Person', name: '</script><b>' }, { '@type': 'Thing' }]}
        />
      </MemoryRouter>
    </StructuredDataCollector.Provider>,
  );
  expect(head('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  expect(head('meta[property="og:type"]')?.getAttribute('content')).toBe('profile');
  expect(head('link[rel="canonical"]')?.getAttribute('href')).toBe(`${brand.siteUrl}/founder`);
  expect(collected.at(-1)).toEqual({
    url: `${brand.siteUrl}/founder`,
    graphs: [{ '@type': 'Person', name: '</script><b>' }, { '@type': 'Thing' }],
  });
  expect(container.ownerDocument.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
});

test('adds the WebPage graph, in its language, to an indexed page', () => {
  const collected: PageStructuredData[] = [];
  render(
    <StructuredDataCollector.Provider value={(_id, data) => collected.push(data)}>
      <MemoryRouter initialEntries={['/culture']}>
        <PageMeta title="Our Culture" description="How we work." />
      </MemoryRouter>
    </StructuredDataCollector.Provider>,
  );
  expect(collected.at(-1)?.graphs).toEqual([
    {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: `Our Culture | ${brand.name}`,
      url: `${brand.siteUrl}/culture`,
      inLanguage: 'en',
    },
  ]);
});

test("writes the server's JSON-LD elements with the page's URL, no value able to close them", () => {
  const html = structuredDataScripts({ url: 'https://x.example/a"b', graphs: [{ name: '</script><b>' }, { '@type': 'Thing' }] });
  document.head.innerHTML = html;
  const scripts = [...document.head.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]')];
  expect(scripts.map((script) => [script.dataset.url, JSON.parse(script.textContent ?? '')])).toEqual([
    ['https://x.example/a"b', { name: '</script><b>' }],
    ['https://x.example/a"b', { '@type': 'Thing' }],
  ]);
  expect(html).not.toContain('</script><b>');
});

test("removes the server's JSON-LD once the page shown is another one (after a navigation in the app)", () => {
  document.head.innerHTML = `${structuredDataScripts({ url: `${brand.siteUrl}/careers/x`, graphs: [{ '@type': 'JobPosting' }] })}${structuredDataScripts({ url: `${brand.siteUrl}/culture`, graphs: [{ '@type': 'WebPage' }] })}`;
  render(
    <MemoryRouter initialEntries={['/culture']}>
      <PageMeta title="Our Culture" description="How we work." />
    </MemoryRouter>,
  );
  expect([...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent)).toEqual([
    '{"@type":"WebPage"}',
  ]);
});

test.each([
  ['Our Culture', `Our Culture | ${brand.name}`],
  [`Apply for Analyst | ${brand.name} Careers`, `Apply for Analyst | ${brand.name} Careers`],
])('formats the title %s', (title, expected) => {
  expect(formatTitle(title)).toBe(expected);
});

test('escapes < in script JSON', () => {
  expect(scriptJson({ a: '<' })).toBe('{"a":"\\u003c"}');
});

test("removes metadata the server wrote for a part that no mounted page stands behind (a fallback's, once the page replaced it)", () => {
  document.head.insertAdjacentHTML(
    'beforeend',
    '<title>This page is temporarily unavailable</title><meta name="robots" content="noindex, nofollow"><meta name="description" content="Could not be loaded.">',
  );
  render(
    <MemoryRouter initialEntries={['/culture']}>
      <PageMeta title="Our Culture" description="How we work." />
    </MemoryRouter>,
  );
  expect([...document.head.querySelectorAll('title')].map((title) => title.textContent)).toEqual([`Our Culture | ${brand.name}`]);
  expect([...document.head.querySelectorAll('meta[name="robots"]')].map((meta) => meta.getAttribute('content'))).toEqual([
    'index, follow',
  ]);
  expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
});

test("links the page's feeds in its language, each with its type and title", async () => {
  const feeds = [
    { type: 'application/rss+xml', title: 'Open positions (RSS)', path: '/careers/feed.xml' },
    { type: 'application/atom+xml', title: 'Open positions (Atom)', path: '/careers/feed.atom' },
  ];
  // As the shell does before a page renders.
  await sharedNames.load('ar');
  render(
    <LocaleContext.Provider value="ar">
      <MemoryRouter initialEntries={['/ar/careers']}>
        <PageMeta title="Careers" description="d" feeds={feeds} />
      </MemoryRouter>
    </LocaleContext.Provider>,
  );
  const links = () =>
    [...document.head.querySelectorAll('link[rel="alternate"][type]')].map((link) =>
      ['type', 'title', 'href'].map((name) => link.getAttribute(name)),
    );
  expect(links()).toEqual([
    ['application/rss+xml', 'Open positions (RSS)', `${brand.siteUrl}/ar/careers/feed.xml`],
    ['application/atom+xml', 'Open positions (Atom)', `${brand.siteUrl}/ar/careers/feed.atom`],
  ]);
});
