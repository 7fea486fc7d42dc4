import { applicationFieldsSchema, applicationSourceOf } from './application';
import {
  APPLICATION_CHANNEL_LABELS,
  applicationChannelOf,
  attributionFields,
  attributionQuery,
  externalReferrer,
  REFERRED_BY_MAX_MESSAGE,
} from './application-source';

describe('applicationChannelOf', () => {
  test.each([
    [{ utmSource: 'linkedin' }, 'linkedin'],
    [{ utmSource: 'LinkedIn ' }, 'linkedin'],
    [{ utmSource: 'lnkd', utmMedium: 'social' }, 'linkedin'],
    [{ utmSource: 'indeed' }, 'indeed'],
    [{ utmSource: 'google_jobs' }, 'google'],
    [{ utmSource: 'Google' }, 'google'],
    [{ utmSource: 'referral' }, 'referral'],
    [{ utmSource: 'newsletter' }, 'other'],
    [{ referrer: 'https://www.linkedin.com' }, 'linkedin'],
    [{ referrer: 'https://lnkd.in' }, 'linkedin'],
    [{ referrer: 'https://ae.indeed.com' }, 'indeed'],
    [{ referrer: 'https://www.google.co.uk' }, 'google'],
    [{ referrer: 'https://notgoogle.example' }, 'other'],
    [{ referrer: 'https://linkedin.com.evil.example' }, 'other'],
    [{ referrer: 'not a url' }, 'direct'],
    [{}, 'direct'],
    [{ utmSource: '  ' }, 'direct'],
    // The campaign names the channel before the site that happened to link to the page.
    [{ utmSource: 'indeed', referrer: 'https://www.google.com' }, 'indeed'],
    // A staff member named by the candidate wins over any campaign.
    [{ utmSource: 'linkedin', referredBy: 'Sara Ahmed' }, 'referral'],
  ])('%j is %s', (source, channel) => {
    expect(applicationChannelOf(source)).toBe(channel);
  });

  test('every channel has a label, and utm_source=linkedin reads as LinkedIn', () => {
    expect(APPLICATION_CHANNEL_LABELS[applicationChannelOf({ utmSource: 'linkedin' })]).toBe('LinkedIn');
    expect(Object.values(APPLICATION_CHANNEL_LABELS)).toEqual(['LinkedIn', 'Indeed', 'Google', 'Referral', 'Direct', 'Other']);
  });
});

describe('carrying the landing page attribution', () => {
  test('the apply link keeps the utm parameters and nothing else', () => {
    const search = new URLSearchParams('utm_source=linkedin&utm_campaign=spring&fbclid=x&email=someone@mail.example');
    expect(attributionQuery(search)).toBe('?utm_source=linkedin&utm_campaign=spring');
    expect(attributionQuery(new URLSearchParams('q=security'))).toBe('');
  });

  test('the form sends them as fields, bounded', () => {
    const search = new URLSearchParams(`utm_source=linkedin&utm_medium=${'m'.repeat(500)}`);
    expect(attributionFields(search)).toEqual({ utmSource: 'linkedin', utmMedium: 'm'.repeat(100) });
  });

  test('a referrer counts only when it is another site, and only its origin', () => {
    const site = 'https://www.company.example';
    expect(externalReferrer('https://www.linkedin.com/jobs/view/123?trk=abc', site)).toBe('https://www.linkedin.com');
    expect(externalReferrer(`${site}/careers/penetration-tester?utm_source=linkedin`, site)).toBeUndefined();
    expect(externalReferrer('', site)).toBeUndefined();
    expect(externalReferrer('android-app://com.linkedin.android/', site)).toBeUndefined();
  });
});

describe('the source fields of an application', () => {
  const application = {
    fullName: 'Omar Saleh',
    email: 'omar@candidate.example',
    phone: '+971 50 555 0199',
    coverLetter: 'c'.repeat(120),
    resumeLink: 'https://cv.candidate.example/omar.pdf',
    agree: true,
  };
  const parse = (source: Record<string, unknown>) => applicationFieldsSchema.parse({ ...application, ...source });

  test('are kept, the referrer as its origin, and make the stored source', () => {
    const parsed = parse({
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'spring-hiring',
      referrer: 'https://www.linkedin.com/feed/?trk=123',
    });
    expect(applicationSourceOf(parsed)).toEqual({
      channel: 'linkedin',
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'spring-hiring',
      referrer: 'https://www.linkedin.com',
    });
  });

  test('garbled, oversized or mistyped ones are dropped, never a reason to refuse the application', () => {
    const parsed = parse({
      utmSource: 'x'.repeat(101),
      utmMedium: { $gt: '' },
      utmCampaign: 'spring\u0000hiring',
      referrer: 'javascript:alert(1)',
    });
    expect(applicationSourceOf(parsed)).toEqual({ channel: 'direct' });
  });

  test('a "Referred by" name too long is refused with a message the candidate can act on', () => {
    const result = applicationFieldsSchema.safeParse({ ...application, referredBy: 'S'.repeat(101) });
    expect(result.success ? undefined : result.error.issues[0]?.message).toBe(REFERRED_BY_MAX_MESSAGE);
    expect(applicationSourceOf(parse({ referredBy: ' Sara Ahmed ' }))).toEqual({ channel: 'referral', referredBy: 'Sara Ahmed' });
  });
});
