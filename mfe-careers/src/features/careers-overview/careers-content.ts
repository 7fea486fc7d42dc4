/** The six perks of the careers page's Benefits tab. */
export const PERKS = [
  {
    title: 'Professional Growth',
    text: 'A yearly training and certification budget, mentoring from senior consultants and a clear path to lead your own engagements.',
  },
  {
    title: 'Global Impact',
    text: 'Your work secures and modernises public services that millions of citizens rely on every day.',
  },
  {
    title: 'Competitive Compensation',
    text: 'Salaries benchmarked every year against the market in each of our locations, with published pay ranges.',
  },
  {
    title: 'Work-Life Balance',
    text: 'Hybrid schedules, generous leave and project planning that respects evenings, weekends and holidays.',
  },
  {
    title: 'International Opportunities',
    text: 'Teams in Chicago and across the Middle East, with room to work from another office for a project or a season.',
  },
  {
    title: 'Innovative Environment',
    text: 'Time set aside to explore post-quantum cryptography, applied AI and new ways of delivering digital government.',
  },
] as const;

/** The three steps of the careers page's Process tab. */
export const HIRING_STEPS = [
  {
    title: 'Application Review',
    text: 'Our talent team reads every application and replies, whatever the outcome.',
  },
  {
    title: 'Technical Assessment',
    text: 'A practical exercise close to the work of the role, discussed with the engineers you would work with.',
  },
  {
    title: 'Interview Process',
    text: 'Conversations with your future team and a leader of the practice about your experience and goals.',
  },
] as const;

/** How long hiring typically takes, as candidates are told. */
export const HIRING_DURATION = '2-4 weeks';

interface TitledText {
  title: string;
  text: string;
}

/** The overview's long texts: the perks, the hiring steps and how long hiring takes. */
export interface CareersContent {
  perks: readonly TitledText[];
  hiringSteps: readonly TitledText[];
  hiringDuration: string;
}

/** The English above as one object: what careers-content.ar.ts translates. */
export const CAREERS_CONTENT: CareersContent = { perks: PERKS, hiringSteps: HIRING_STEPS, hiringDuration: HIRING_DURATION };
