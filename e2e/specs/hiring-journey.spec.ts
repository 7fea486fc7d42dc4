import { expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import PostalMime from 'postal-mime';
import { choosePassword, createAccount, FIRST_ADMIN, newPerson, signIn, staffHeaders } from '../fixtures/staff';
import { decodeMail, outboxMails } from '../fixtures/staff-api';

/**
 * The hiring journey of issue 50, end to end: a recruiter moves a candidate to Interview,
 * proposes times for an interviewer and sends the invitation from its template; the candidate
 * picks a time on the public page (in their own time zone) and both sides receive the same
 * iCalendar event; the move to Offer asks while the required scorecard is missing and goes
 * through once the interviewer has submitted it; a rejection is cancelled inside its delay.
 */
test.describe.configure({ timeout: 180_000 });

const SITE = process.env.SITE_URL ?? '';
const JOB_SLUG = 'cryptography-engineer';
const run = Date.now().toString(36);
// Names are letters only (the application schema's rule): the run's time spelt in letters.
const candidate = `Booked ${run.replace(/\d/g, (digit) => 'klmnopqrst'[Number(digit)] ?? 'k').replace(/^./, (c) => c.toUpperCase())}`;
const candidateEmail = `booked.${run}@candidate.example`;
const interviewer = {
  email: `panel.${run}@staff.example`,
  name: `Panel ${candidate.split(' ')[1]}`,
  password: 'an interviewer picks a long passphrase',
};

/** A `datetime-local` value `days` ahead at `hour`:00 (UTC, the console's browser's zone here). */
function localTime(days: number, hour: number): string {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00`;
}

/** The iCalendar events mailed to an address: method, UID, SEQUENCE and times, read with a parser. */
async function invitesTo(address: string) {
  const mails = await Promise.all(outboxMails().map((raw) => PostalMime.parse(raw)));
  return mails
    .filter((mail) => mail.to?.some((to) => to.address === address))
    .flatMap((mail) => mail.attachments.filter((part) => part.mimeType.startsWith('text/calendar')))
    .map((part) => {
      const text = typeof part.content === 'string' ? part.content : new TextDecoder().decode(part.content);
      const calendar = new ICAL.Component(ICAL.parse(text));
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
      return {
        method: calendar.getFirstPropertyValue('method'),
        uid: event.uid,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
      };
    });
}

async function moveTo(page: Page, stage: string, options: { mail?: string } = {}) {
  const mover = page.getByRole('form', { name: 'Move to another stage' });
  await mover.getByLabel('Move to').selectOption(stage);
  if (options.mail) await mover.getByRole('checkbox', { name: options.mail }).check();
  await mover.getByRole('button', { name: 'Move' }).click();
}

test('a candidate is invited, books a time, is scored, offered, and a rejection is held back', async ({ browser, request }) => {
  const applied = await request.post(`/api/apply/${JOB_SLUG}`, {
    data: {
      fullName: candidate,
      email: candidateEmail,
      phone: '+974 5555 0105',
      years: '5-10',
      coverLetter: 'I have designed and reviewed cryptographic protocols for payment and identity systems for seven years.',
      resumeLink: 'https://cv.example/booked',
      portfolioLink: '',
      agree: true,
    },
  });
  expect(applied.status()).toBe(201);

  // The console's browser in UTC, so the times typed are the times stored.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC' });
  const admin = { context: adminContext, page: await adminContext.newPage() };
  await signIn(admin.page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  const oneTime = await createAccount(admin.page.request, SITE, {
    email: interviewer.email,
    name: interviewer.name,
    role: 'recruiter',
  });
  const jobs = await (await admin.page.request.get('/api/staff/jobs?status=published&pageSize=100')).json();
  const job = (jobs as { items: { id: string; slug: string }[] }).items.find((item) => item.slug === JOB_SLUG);
  await admin.page.goto(`/staff/jobs/${job?.id}`);
  const editor = admin.page.getByRole('form', { name: 'Job' });
  await editor.getByLabel('Attributes interviewers rate').fill('Protocol design\nCommunication');
  await editor.getByLabel('Scorecards required before an offer').fill('1');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.page.getByRole('status').getByText(/Changes saved/)).toBeVisible();

  const search = { data: { job: JOB_SLUG, q: candidate }, headers: staffHeaders(SITE) };
  const [{ id }] = (await (await admin.page.request.post('/api/staff/applications/search', search)).json()).items;
  await admin.page.goto(`/staff/applications/${id}`);
  await moveTo(admin.page, 'interview');
  await expect(admin.page.getByRole('heading', { name: 'Stage: Interview' })).toBeVisible();

  // Two times offered for the interviewer; the invitation from its template carries the link.
  const propose = admin.page.getByRole('form', { name: 'Propose interview times' });
  await propose.getByRole('checkbox', { name: interviewer.name }).check();
  await propose.getByLabel('Time 1').fill(localTime(8, 9));
  await propose.getByRole('button', { name: 'Add a time' }).click();
  await propose.getByLabel('Time 2').fill(localTime(9, 13));
  await propose.getByRole('button', { name: 'Propose times' }).click();
  const interviews = admin.page.getByRole('region', { name: 'Interviews' });
  await expect(interviews.getByText('Waiting for the candidate')).toBeVisible();
  const writer = admin.page.getByRole('form', { name: 'Write to the candidate' });
  await writer.getByLabel('Template').selectOption('interview-invitation');
  await expect(writer.getByLabel('Text')).toHaveValue(/\/careers\/interview\//);
  await writer.getByRole('button', { name: `Send to ${candidateEmail}` }).click();
  await expect(admin.page.getByRole('list', { name: 'Mails sent' })).toContainText('Invitation to interview');

  let link = '';
  await expect
    .poll(
      () => {
        const invitation = outboxMails()
          .map(decodeMail)
          .find((mail) => mail.to === candidateEmail && /\/careers\/interview\//.test(mail.body));
        link = /\/careers\/interview\/[A-Za-z0-9_.-]+/.exec(invitation?.body ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');

  // The candidate, in Dubai, sees the times in their own zone and books the second one.
  const visitor = await browser.newContext({ timezoneId: 'Asia/Dubai' });
  const page = await visitor.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Cryptography Engineer');
  await expect(page.getByText(/your time zone: .*Asia\/Dubai/)).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(2);
  await page.getByRole('radio').nth(1).check();
  await page.getByRole('button', { name: 'Confirm this time' }).click();
  await expect(page.getByRole('heading', { name: 'Your interview is booked' })).toBeVisible();
  // 13:00 UTC is 17:00 in Dubai.
  await expect(page.getByRole('main')).toContainText(/Your interview is on .*(5:00 – 6:00\sPM GMT\+4|17:00)/);
  await visitor.close();

  // The candidate and the interviewer receive the same event: one UID, the chosen time, in UTC.
  const chosen = { start: `${localTime(9, 13)}:00.000Z`, end: `${localTime(9, 14)}:00.000Z` };
  await expect.poll(async () => (await invitesTo(interviewer.email)).length, { timeout: 20_000 }).toBe(1);
  await expect.poll(async () => (await invitesTo(candidateEmail)).length, { timeout: 20_000 }).toBe(1);
  const [forCandidate] = await invitesTo(candidateEmail);
  const [forInterviewer] = await invitesTo(interviewer.email);
  expect(forCandidate).toEqual({ method: 'REQUEST', uid: expect.any(String), ...chosen });
  expect(forInterviewer).toEqual(forCandidate);
  await admin.page.reload();
  await expect(interviews.getByText('Booked', { exact: true })).toBeVisible();

  // The offer waits for the interviewer's scorecard.
  await moveTo(admin.page, 'offer');
  await expect(admin.page.getByRole('alert').filter({ hasText: 'scorecards are in' })).toContainText(
    '0 of 1 required scorecards are in. Move anyway?',
  );
  await expect(admin.page.getByRole('heading', { name: 'Stage: Interview' })).toBeVisible();

  const panel = await newPerson(browser);
  await signIn(panel.page, interviewer.email, oneTime);
  await choosePassword(panel.page, oneTime, interviewer.password);
  await panel.page.goto(`/staff/applications/${id}`);
  const scorecard = panel.page.getByRole('form', { name: 'Your scorecard' });
  await scorecard.getByLabel(/Protocol design/).selectOption('4');
  await scorecard.getByLabel(/Communication/).selectOption('3');
  await scorecard.getByLabel(/Recommendation/).selectOption('strong-yes');
  await scorecard.getByLabel(/Notes/).fill('Clear on key rotation and threat models.');
  await scorecard.getByRole('button', { name: 'Submit scorecard' }).click();
  await expect(panel.page.getByRole('region', { name: 'Scorecards' })).toContainText('1 submitted of 1 required');
  await panel.context.close();

  await admin.page.reload();
  await moveTo(admin.page, 'offer');
  await expect(admin.page.getByRole('heading', { name: 'Stage: Offer' })).toBeVisible();

  // The candidate declines; the rejection waits its delay and is cancelled inside it.
  await moveTo(admin.page, 'rejected', { mail: 'Also send the rejection mail to the candidate' });
  await expect(admin.page.getByRole('heading', { name: 'Stage: Rejected' })).toBeVisible();
  await admin.page.reload();
  const rejection = admin.page.getByRole('list', { name: 'Mails sent' }).getByRole('listitem').filter({ hasText: 'Rejection' });
  await expect(rejection).toContainText('Waiting: goes');
  await rejection.getByRole('button', { name: /Cancel this mail/ }).click();
  await expect(rejection).toContainText('never sent');
  await admin.context.close();
});
