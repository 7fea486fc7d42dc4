import { negotiateLocale } from './negotiate-locale';

test.each([
  [undefined, 'ar-AE,ar;q=0.9,en;q=0.8', 'ar'],
  [undefined, 'ar-SA', 'ar'],
  [undefined, 'en-US,en;q=0.9,ar;q=0.5', 'en'],
  [undefined, 'de, ar;q=0.2', 'ar'],
  [undefined, 'fr-FR,fr;q=0.9', 'en'],
  [undefined, undefined, 'en'],
  ['en', 'ar-AE', 'en'],
  ['ar', 'en-US', 'ar'],
  ['xx', 'ar', 'ar'],
])('chosen %s with Accept-Language %s opens in %s', (chosen, acceptLanguage, expected) => {
  expect(negotiateLocale(chosen, acceptLanguage)).toBe(expected);
});
