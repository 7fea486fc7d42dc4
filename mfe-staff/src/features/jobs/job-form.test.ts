import { makeStaffJob } from '../../test-utils';
import { EMPTY_JOB, formFieldOf, type JobFormValues, jobResolver, previewJob, toFormValues, toJobInput } from './job-form';

const filled: JobFormValues = {
  ...EMPTY_JOB,
  title: 'Security Operations Lead',
  department: 'Security',
  location: 'Doha, Qatar',
  description: 'Lead the security operations centre for government platforms.',
  responsibilities: 'Run the rota\n\n  Tune detection rules  \n',
  requirements: 'Seven years in a SOC',
};

const resolve = (values: JobFormValues) => jobResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

test('lists are one item a line, blank lines dropped; no pay unless stated', () => {
  expect(toJobInput(filled)).toMatchObject({
    responsibilities: ['Run the rota', 'Tune detection rules'],
    requirements: ['Seven years in a SOC'],
    benefits: [],
    pay: null,
  });
});

test('a job the API has comes back to the same form values', () => {
  const job = makeStaffJob({ pay: { min: 90000, max: 120000, currency: 'QAR', period: 'month' }, closing_date: '2027-01-31' });
  expect(toFormValues(job)).toMatchObject({
    responsibilities: 'Run tests',
    hasPay: true,
    payMin: '90000',
    payCurrency: 'QAR',
    payPeriod: 'month',
    closingDate: '2027-01-31',
  });
});

test.each([
  ['pay.max', 'payMax'],
  ['pay.currency', 'payCurrency'],
  ['pay', 'hasPay'],
  ['responsibilities.2', 'responsibilities'],
  ['closing_date', 'closingDate'],
  ['slug', 'slug'],
  ['status', undefined],
])("the API's field %s is the editor's %s", (apiField, field) => {
  expect(formFieldOf(apiField)).toBe(field);
});

test("the contracts' rules give their messages at the editor's fields", async () => {
  const { errors } = await resolve({ ...EMPTY_JOB, title: 'QA', location: 'Chicago, IL' });
  expect(errors.title?.message).toBe('Title must be at least 3 characters');
  expect(errors.responsibilities?.message).toBe('Add at least one line to Responsibilities');
  expect(errors.hasPay?.message).toBe('A job in Illinois must state its pay range');
});

test('a pay range is checked as a whole: amounts, order, currency', async () => {
  const { errors } = await resolve({ ...filled, hasPay: true, payMin: '', payMax: '12.5', payCurrency: 'dollars' });
  expect(errors.payMin?.message).toBe('Enter the lowest pay');
  expect(errors.payMax?.message).toBe('Use a whole amount');
  expect(errors.payCurrency?.message).toBe('Use a currency code such as USD');
  const reversed = await resolve({ ...filled, hasPay: true, payMin: '200', payMax: '100' });
  expect(reversed.errors.payMax?.message).toBe('The highest pay must not be below the lowest');
});

test('a valid form gives the job content the API takes, the slug made from the title', async () => {
  const { values, errors } = await resolve(filled);
  expect(errors).toEqual({});
  expect(values).toMatchObject({ slug: 'security-operations-lead', title: 'Security Operations Lead', closing_date: undefined });
});

test('the preview shows what is typed, with placeholders and no half-typed pay range', () => {
  const preview = previewJob(
    { ...EMPTY_JOB, title: 'Cloud Architect', hasPay: true, payMin: '100', payCurrency: 'US' },
    undefined,
    '2026-11-23',
  );
  expect(preview).toMatchObject({
    title: 'Cloud Architect',
    slug: 'cloud-architect',
    department: 'Department',
    posted_date: '2026-11-23',
    pay: undefined,
    accepting_applications: true,
  });
  const closed = previewJob(toFormValues(makeStaffJob({ status: 'closed' })), makeStaffJob({ status: 'closed' }), '2026-11-23');
  expect(closed).toMatchObject({ posted_date: '2026-11-01', accepting_applications: false });
});
