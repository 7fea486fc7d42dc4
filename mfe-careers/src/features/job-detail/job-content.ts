import type { PayRange } from 'contracts';

/** The job page's words that its code hands on: the notice once the link is copied, and the pay's periods. */
export interface JobContent {
  /** When the share sheet is missing or fails: the notice once the link is on the clipboard. */
  linkCopiedToast: { title: string; description: string };
  /** What follows a pay range: '$135,000 – $165,000 per year'. */
  payPeriods: Readonly<Record<PayRange['period'], string>>;
}

export const JOB_CONTENT: JobContent = {
  linkCopiedToast: { title: 'Link copied to clipboard', description: 'You can now share it with anyone' },
  payPeriods: { year: 'per year', month: 'per month', hour: 'per hour' },
};
