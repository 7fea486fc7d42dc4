/**
 * Sample candidates for a local site (`SEED_SAMPLE_APPLICATIONS=true`, which `npm start` sets):
 * applications to the published jobs over the last weeks, from every channel, each moved along
 * the pipeline on believable days, so the pipeline boards and the hiring report have something to
 * show. Written only into a store without applications, before the API listens; never in production.
 */
import type { Application } from 'contracts';
import type { ApplicationStage } from 'contracts/staff';
import type { Store } from '../store/store';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** The first sample arrived this many days ago; each next one a few days later. */
const FIRST_SAMPLE_DAYS_AGO = 84;
const DAYS_BETWEEN_SAMPLES = 3;

const NAMES = [
  'Omar Saleh',
  'Layla Haddad',
  'Daniel Brooks',
  'سارة العلي',
  'Priya Raman',
  'Yousef Khalil',
  'Emily Carter',
  'نور الهدى',
  'Hassan Farouk',
  'Mariam Nasser',
  'Lucas Meyer',
  'Rania Aziz',
  'Tariq Mansour',
  'Hannah Schultz',
  'خالد يوسف',
  'Aisha Rahman',
  'Samir Qasim',
  'Julia Novak',
  'Karim Haddad',
  'Fatima Zahra',
  'Noah Bennett',
  'Dina Sabbagh',
  'Ali Hamdan',
  'Grace Okafor',
  'Zaid Barakat',
  'Leena Kapoor',
  'Rami Tawil',
  'Sofia Rossi',
];

/** Where each sample came from, in turn: what the apply page would have sent. */
const ORIGINS: Partial<Application>[] = [
  { utmSource: 'linkedin', utmMedium: 'social', utmCampaign: 'autumn-hiring' },
  { utmSource: 'indeed', utmMedium: 'job-board' },
  { referrer: 'https://www.google.com' },
  { referredBy: 'Layla Al-Mansouri' },
  {},
  { utmSource: 'linkedin', utmMedium: 'social' },
  { utmSource: 'newsletter', utmMedium: 'email' },
];

/** How far each sample got: the stages it moved to, each so many days after the one before. */
const PATHS: [ApplicationStage, number][][] = [
  [],
  [['screening', 2]],
  [
    ['screening', 3],
    ['rejected', 4],
  ],
  [
    ['screening', 2],
    ['interview', 6],
  ],
  [
    ['screening', 1],
    ['interview', 5],
    ['rejected', 3],
  ],
  [
    ['screening', 2],
    ['interview', 7],
    ['offer', 5],
  ],
  [
    ['screening', 3],
    ['interview', 6],
    ['offer', 4],
    ['hired', 6],
  ],
  [['rejected', 1]],
  [
    ['interview', 4],
    ['offer', 6],
    ['hired', 9],
  ],
];

const YEARS: Application['years'][] = ['1-3', '3-5', '5-10', '10+', '0-1'];

const COVER_LETTER =
  'I have followed your work on public-sector security for some years and would like to bring my experience to the team. ' +
  'In my current role I lead assessments, write the reports and help the client fix what we find.';

function sampleApplication(
  index: number,
  job: { slug: string; title: string },
): Application & { jobSlug: string; jobTitle: string } {
  const fullName = NAMES[index % NAMES.length] as string;
  return {
    fullName,
    email: `candidate${index + 1}@candidates.example`,
    phone: `+974 5550 ${String(1000 + index)}`,
    coverLetter: COVER_LETTER,
    resumeLink: `https://files.candidates.example/resume-${index + 1}.pdf`,
    portfolioLink: '',
    years: YEARS[index % YEARS.length] as Application['years'],
    agree: true,
    locale: /\p{Script=Arabic}/u.test(fullName) ? 'ar' : 'en',
    ...ORIGINS[index % ORIGINS.length],
    jobSlug: job.slug,
    jobTitle: job.title,
  };
}

/**
 * Writes the samples when the store has no application yet; how many it wrote. `clock.at` is the
 * store's clock while it writes (each sample arrives on its own day); moves past `now` are left out.
 */
export async function seedSampleApplications(store: Store, clock: { at?: Date | undefined }, now: Date): Promise<number> {
  if ((await store.applications.list({ page: 1, pageSize: 1 })).total > 0) return 0;
  const jobs = (await store.jobs.list()).filter((job) => job.status === 'published');
  if (jobs.length === 0) return 0;
  const count = Math.floor(FIRST_SAMPLE_DAYS_AGO / DAYS_BETWEEN_SAMPLES);
  try {
    for (let index = 0; index < count; index++) {
      const receivedAt = now.getTime() - (FIRST_SAMPLE_DAYS_AGO - index * DAYS_BETWEEN_SAMPLES) * DAY_MS + (index % 8) * HOUR_MS;
      clock.at = new Date(receivedAt);
      const job = jobs[index % jobs.length] as (typeof jobs)[number];
      const { id } = await store.applications.create(sampleApplication(index, job), undefined, () => []);
      let stage: ApplicationStage = 'applied';
      let at = receivedAt;
      for (const [next, days] of PATHS[index % PATHS.length] as [ApplicationStage, number][]) {
        at += days * DAY_MS;
        if (at > now.getTime()) break;
        await store.applications.moveStage(id, stage, next, new Date(at));
        stage = next;
      }
    }
  } finally {
    clock.at = undefined;
  }
  return count;
}
