import { render } from '@testing-library/react';
import { brand } from 'contracts/brand';
import { MemoryRouter } from 'react-router-dom';
import { formatTitle, PageMeta, scriptJson } from './page-meta';

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

test('marks a page noindex, a profile page as a profile, and writes each JSON-LD graph', () => {
  const { container } = render(
    <MemoryRouter initialEntries={['/apply/x']}>
      <PageMeta
        title="Profile"
        description="d"
        path="/founder"
        type="profile"
        noIndex
        structuredData={[{ '@type': 'Person', name: '</script><b>' }, { '@type': 'Thing' }]}
      />
    </MemoryRouter>,
  );
  expect(head('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  expect(head('meta[property="og:type"]')?.getAttribute('content')).toBe('profile');
  expect(head('link[rel="canonical"]')?.getAttribute('href')).toBe(`${brand.siteUrl}/founder`);
  const scripts = [...container.ownerDocument.querySelectorAll('script[type="application/ld+json"]')];
  expect(scripts.map((script) => JSON.parse(script.textContent ?? ''))).toEqual([
    { '@type': 'Person', name: '</script><b>' },
    { '@type': 'Thing' },
  ]);
  expect(scripts[0]?.innerHTML).not.toContain('</script>');
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
