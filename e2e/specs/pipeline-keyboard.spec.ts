import { expect, test } from '@playwright/test';
import { FIRST_ADMIN, newPerson, signIn, staffHeaders } from '../fixtures/staff';

/**
 * A quick keyboard user on the pipeline (issue 29): Space, ArrowRight, Space pressed one right
 * after the other move the card one stage. dnd-kit listens for keys and measures its drop targets
 * only once a drag has begun; keys pressed before are held until it has (queued-keyboard-sensor.ts).
 */
const SITE = process.env.SITE_URL ?? '';
const JOB_SLUG = 'senior-cybersecurity-analyst';
// Names are letters only (the application schema's rule): the run's time spelt in letters.
const candidate = `Quick ${Date.now()
  .toString(26)
  .replace(/\d/g, (digit) => 'klmnopqrst'[Number(digit)] ?? 'k')
  .replace(/^./, (first) => first.toUpperCase())}`;

test('Space, ArrowRight and Space pressed without a pause move the card one stage', async ({ browser, request }) => {
  const applied = await request.post(`/api/apply/${JOB_SLUG}`, {
    data: {
      fullName: candidate,
      email: `${candidate.replace(' ', '.').toLowerCase()}@candidate.example`,
      phone: '+974 5555 0102',
      years: '3-5',
      coverLetter:
        'I move fast on a keyboard, and I would like to bring that speed to your security team, starting with your pipeline board.',
      resumeLink: 'https://cv.example/quick',
      portfolioLink: '',
      agree: true,
    },
  });
  expect(applied.status()).toBe(201);

  const { context, page } = await newPerson(browser);
  await signIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  const jobs = await (await page.request.get('/api/staff/jobs?status=published&pageSize=100')).json();
  const job = (jobs as { items: { id: string; slug: string }[] }).items.find((item) => item.slug === JOB_SLUG);
  await page.goto(`/staff/jobs/${job?.id}/pipeline`);
  const column = (stage: string) => page.getByRole('region', { name: new RegExp(`^${stage} \\d+$`) });
  await expect(column('Applied').getByRole('link', { name: candidate })).toBeVisible();

  await page.getByRole('button', { name: `Move ${candidate}, now at Applied` }).focus();
  // Sent together: the browser gets the three keys one right after the other, without waiting for the page.
  await Promise.all([page.keyboard.press('Space'), page.keyboard.press('ArrowRight'), page.keyboard.press('Space')]);

  await expect(page.getByText(`${candidate} moved to Screening.`)).toBeAttached();
  await expect(column('Screening').getByRole('link', { name: candidate })).toBeVisible();
  await expect(column('Applied').getByRole('link', { name: candidate })).toHaveCount(0);
  await expect
    .poll(async () => {
      const search = { data: { job: JOB_SLUG, q: candidate }, headers: staffHeaders(SITE) };
      return (await (await page.request.post('/api/staff/applications/search', search)).json()).items;
    })
    .toEqual([expect.objectContaining({ fullName: candidate, stage: 'screening' })]);
  await context.close();
});
