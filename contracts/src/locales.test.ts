import { applicationSchema } from './application';
import { contactEnquirySchema } from './contact';
import {
  DEFAULT_LOCALE,
  isSupportedLocale,
  LOCALE_DIRECTIONS,
  LOCALE_NAMES,
  localeSchema,
  SUPPORTED_LOCALES,
  UNSUPPORTED_LOCALE_MESSAGE,
} from './locales';

const enquiry = {
  name: 'Layla Al-Mansouri',
  email: 'layla@ministry.example',
  service: 'e-government',
  message: 'We would like to discuss a citizen portal.',
  privacy: true,
};

const application = {
  fullName: 'Omar Saleh',
  email: 'omar@candidate.example',
  phone: '+971 50 555 0199',
  coverLetter: 'Six years of incident response for a national CERT. '.repeat(3),
  resumeLink: 'https://cv.example.com/omar.pdf',
  agree: true,
};

const submissions = [
  ['an enquiry', contactEnquirySchema, enquiry],
  ['an application', applicationSchema, application],
] as const;

test('the site speaks English and Arabic, English first and by default', () => {
  expect(SUPPORTED_LOCALES).toEqual(['en', 'ar']);
  expect(DEFAULT_LOCALE).toBe('en');
  expect(LOCALE_NAMES).toEqual({ en: 'English', ar: 'Arabic' });
  expect(LOCALE_DIRECTIONS).toEqual({ en: 'ltr', ar: 'rtl' });
  expect(UNSUPPORTED_LOCALE_MESSAGE).toBe('Language must be one of: en, ar');
});

describe.each(submissions)('the locale of %s', (_kind, schema, valid) => {
  it('is English when absent, as older clients send it', () => {
    expect(schema.parse(valid).locale).toBe('en');
  });

  it.each(SUPPORTED_LOCALES)('keeps %j', (locale) => {
    expect(schema.parse({ ...valid, locale }).locale).toBe(locale);
  });

  it.each([['fr'], ['AR'], ['ar-AE'], [''], [null], [['ar']], [{ $ne: 'en' }]])('refuses %j, naming the field', (locale) => {
    const result = schema.safeParse({ ...valid, locale });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['locale'], message: UNSUPPORTED_LOCALE_MESSAGE })]);
  });
});

test.each([
  ['en', true],
  ['ar', true],
  ['fr', false],
  ['EN', false],
  ['', false],
  [undefined, false],
  [42, false],
])('isSupportedLocale(%j) is %j', (value, expected) => {
  expect(isSupportedLocale(value)).toBe(expected);
  expect(localeSchema.safeParse(value).success).toBe(expected);
});
