import { jobInputSchema, mayUse, rangeEnd, rangeStart, STAFF_AREAS, STAFF_ROLES, signInSchema, slugFromTitle } from './staff';

describe('slugFromTitle', () => {
  it.each([
    ['Senior Engineer (Doha)', 'senior-engineer-doha'],
    ['  Café Réseau — Lead ', 'cafe-reseau-lead'],
    ['C++ / Rust developer', 'c-rust-developer'],
    ['محلل استخبارات', ''],
  ])('%j gives %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it('cuts a long title at the limit without a trailing hyphen', () => {
    expect(slugFromTitle(`${'a'.repeat(9)} ${'b'.repeat(20)}`, 10)).toBe('aaaaaaaaa');
  });
});

describe('received ranges', () => {
  it.each([
    ['2026-11-21', '2026-11-21T00:00:00.000Z', '2026-11-22T00:00:00.000Z'],
    ['2026-11-21T09:00:00+03:00', '2026-11-21T06:00:00.000Z', '2026-11-21T06:00:00.001Z'],
  ])('%s starts at %s and ends before %s', (value, start, end) => {
    expect(rangeStart(value).toISOString()).toBe(start);
    expect(rangeEnd(value).toISOString()).toBe(end);
  });
});

describe('jobInputSchema', () => {
  const input = {
    title: 'Threat Intelligence Analyst',
    department: 'Security',
    location: 'Doha, Qatar',
    type: 'Full-time',
    description: 'Track the actors who target public-sector clients.',
    responsibilities: ['Write reports'],
    requirements: ['3+ years'],
  };

  it('makes the slug from the title when none is given, and reads an empty closing date as none', () => {
    const job = jobInputSchema.parse({ ...input, closing_date: '', pay: null });
    expect(job).toMatchObject({ slug: 'threat-intelligence-analyst', benefits: [] });
    expect(job.closing_date).toBeUndefined();
    expect(job.pay).toBeUndefined();
  });

  it('keeps a slug given', () => {
    expect(jobInputSchema.parse({ ...input, slug: 'threat-intel' }).slug).toBe('threat-intel');
  });
});

it('lower-cases and trims the e-mail of a sign-in', () => {
  expect(signInSchema.parse({ email: ' Sara@Company.Example ', password: 'x' }).email).toBe('sara@company.example');
});

it('lets admins use every area and each other role only its own', () => {
  for (const area of Object.keys(STAFF_AREAS) as (keyof typeof STAFF_AREAS)[]) expect(mayUse('admin', area)).toBe(true);
  expect(STAFF_ROLES.filter((role) => mayUse(role, 'applications'))).toEqual(['admin', 'recruiter']);
  expect(STAFF_ROLES.filter((role) => mayUse(role, 'enquiries'))).toEqual(['admin', 'sales']);
  expect(STAFF_ROLES.filter((role) => mayUse(role, 'audit'))).toEqual(['admin']);
});
