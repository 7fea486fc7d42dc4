/**
 * The job editor's form: text fields as typed (lists one item a line, the pay as text), turned
 * into the API's job input and checked with its schema (contracts `jobInputSchema`), so the
 * editor and the API give the same message for each field.
 */
import type { JobDetail } from 'contracts';
import { JOB_SLUG_MAX } from 'contracts/careers-rules';
import { type JobContent, type JobInput, jobInputSchema, type StaffJob } from 'contracts/staff';
import { slugFromTitle } from 'contracts/staff-rules';
import type { Resolver } from 'react-hook-form';

export type PayPeriod = 'year' | 'month' | 'hour';

export interface JobFormValues {
  title: string;
  slug: string;
  department: string;
  location: string;
  type: string;
  description: string;
  closingDate: string;
  responsibilities: string;
  requirements: string;
  benefits: string;
  hasPay: boolean;
  payMin: string;
  payMax: string;
  payCurrency: string;
  payPeriod: PayPeriod;
  /** Never public: what interviewers rate, one a line, and how many scorecards an offer waits for. */
  scorecardAttributes: string;
  scorecardsRequired: string;
}
export type JobField = keyof JobFormValues;

export const EMPTY_JOB: JobFormValues = {
  title: '',
  slug: '',
  department: '',
  location: '',
  type: 'Full-time',
  description: '',
  closingDate: '',
  responsibilities: '',
  requirements: '',
  benefits: '',
  hasPay: false,
  payMin: '',
  payMax: '',
  payCurrency: 'USD',
  payPeriod: 'year',
  scorecardAttributes: '',
  scorecardsRequired: '0',
};

/** The fields in the order they appear: the first one in error gets the focus. */
export const JOB_FIELD_ORDER = Object.keys(EMPTY_JOB) as JobField[];

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const amount = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** What the editor sends: its values as the API's job input. */
export function toJobInput(values: JobFormValues): JobInput {
  return {
    slug: values.slug.trim(),
    title: values.title,
    department: values.department,
    location: values.location,
    type: values.type,
    description: values.description,
    closing_date: values.closingDate,
    responsibilities: lines(values.responsibilities),
    requirements: lines(values.requirements),
    benefits: lines(values.benefits),
    pay: values.hasPay
      ? {
          min: amount(values.payMin) as number,
          max: amount(values.payMax) as number,
          currency: values.payCurrency.trim().toUpperCase(),
          period: values.payPeriod,
        }
      : null,
    scorecardAttributes: lines(values.scorecardAttributes),
    scorecardsRequired: amount(values.scorecardsRequired) ?? 0,
  };
}

/** The editor's values of a job the API has. */
export function toFormValues(job: StaffJob): JobFormValues {
  return {
    title: job.title,
    slug: job.slug,
    department: job.department,
    location: job.location,
    type: job.type,
    description: job.description,
    closingDate: job.closing_date ?? '',
    responsibilities: job.responsibilities.join('\n'),
    requirements: job.requirements.join('\n'),
    benefits: job.benefits.join('\n'),
    hasPay: job.pay !== undefined,
    payMin: job.pay ? String(job.pay.min) : '',
    payMax: job.pay ? String(job.pay.max) : '',
    payCurrency: job.pay?.currency ?? 'USD',
    payPeriod: job.pay?.period ?? 'year',
    scorecardAttributes: (job.scorecardAttributes ?? []).join('\n'),
    scorecardsRequired: String(job.scorecardsRequired ?? 0),
  };
}

/** A field of the API's job input (`pay.max`, `responsibilities.2`) as the editor field that holds it. */
export function formFieldOf(apiField: string): JobField | undefined {
  const [head = '', sub] = apiField.split('.');
  if (head === 'pay') {
    const payFields: Record<string, JobField> = { min: 'payMin', max: 'payMax', currency: 'payCurrency', period: 'payPeriod' };
    return sub ? payFields[sub] : 'hasPay';
  }
  if (head === 'closing_date') return 'closingDate';
  return (JOB_FIELD_ORDER as string[]).includes(head) ? (head as JobField) : undefined;
}

/** Each message of the API or the schema at the editor field it is about; the first for each field. */
export function jobFieldMessages(messages: Iterable<[string, string]>): Partial<Record<JobField, string>> {
  const byField: Partial<Record<JobField, string>> = {};
  for (const [apiField, message] of messages) {
    const field = formFieldOf(apiField);
    if (field && !byField[field]) byField[field] = message;
  }
  return byField;
}

export const jobResolver: Resolver<JobFormValues, unknown, JobContent> = async (values) => {
  const result = jobInputSchema.safeParse(toJobInput(values));
  if (result.success) return { values: result.data, errors: {} };
  const messages = jobFieldMessages(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  const errors = Object.fromEntries(Object.entries(messages).map(([field, message]) => [field, { type: 'validate', message }]));
  return { values: {}, errors };
};

const PAY_CURRENCY = /^[A-Z]{3}$/;

/**
 * The job as its public page would show it now, for careers' preview: what is typed, with
 * placeholders where nothing is yet, and no pay range until it is a whole one.
 */
export function previewJob(values: JobFormValues, job: StaffJob | undefined, today: string): JobDetail {
  const input = toJobInput(values);
  const min = amount(values.payMin);
  const max = amount(values.payMax);
  const currency = values.payCurrency.trim().toUpperCase();
  const payIsWhole =
    values.hasPay &&
    Number.isInteger(min) &&
    Number.isInteger(max) &&
    (min ?? 0) > 0 &&
    (max ?? 0) > 0 &&
    PAY_CURRENCY.test(currency);
  return {
    id: job?.id ?? 'new-job',
    slug: input.slug || slugFromTitle(values.title, JOB_SLUG_MAX) || 'new-job',
    title: values.title.trim() || 'Job title',
    department: values.department.trim() || 'Department',
    location: values.location.trim() || 'Location',
    type: values.type.trim() || 'Employment type',
    description: values.description.trim() || 'The description of the role shows here.',
    posted_date: job?.status === 'draft' || !job ? today : job.posted_date,
    closing_date: /^\d{4}-\d{2}-\d{2}$/.test(values.closingDate) ? values.closingDate : undefined,
    responsibilities: input.responsibilities,
    requirements: input.requirements,
    benefits: input.benefits ?? [],
    pay: payIsWhole ? { min: min as number, max: max as number, currency, period: values.payPeriod } : undefined,
    accepting_applications: job?.status !== 'closed',
  };
}
