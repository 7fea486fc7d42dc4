import { localeOfPath, pathInLocale, pathWithoutLocale } from './languages';

test.each([
  ['/', 'en'],
  ['/about', 'en'],
  ['/arabic-news', 'en'],
  ['/ar', 'ar'],
  ['/ar/', 'ar'],
  ['/ar/careers/some-job', 'ar'],
])('the language of %s is %s', (path, locale) => {
  expect(localeOfPath(path)).toBe(locale);
});

test.each([
  ['/ar', '/'],
  ['/ar/careers', '/careers'],
  ['/ar?x=1', '/?x=1'],
  ['/careers', '/careers'],
  ['/arabic-news', '/arabic-news'],
])('%s without its language is %s', (path, bare) => {
  expect(pathWithoutLocale(path)).toBe(bare);
});

test.each([
  ['/', 'ar', '/ar'],
  ['/careers?category=security', 'ar', '/ar/careers?category=security'],
  ['/#locations', 'ar', '/ar#locations'],
  ['/?q=1', 'ar', '/ar?q=1'],
  ['/ar/about', 'ar', '/ar/about'],
  ['/ar/about', 'en', '/about'],
  ['/ar', 'en', '/'],
  ['/about', 'en', '/about'],
] as const)('%s in %s is %s', (path, locale, expected) => {
  expect(pathInLocale(path, locale)).toBe(expected);
});
