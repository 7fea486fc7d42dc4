import { pageLocale } from './page-locale';

afterEach(() => {
  document.documentElement.lang = '';
});

test.each([
  ['en', 'en'],
  ['ar', 'ar'],
  ['ar-AE', 'ar'],
  ['AR', 'ar'],
  ['en-GB', 'en'],
  ['fr', 'en'],
  ['', 'en'],
  ['arabic', 'en'],
])('a page of lang=%j sends %j', (lang, expected) => {
  document.documentElement.lang = lang;
  expect(pageLocale()).toBe(expected);
});
