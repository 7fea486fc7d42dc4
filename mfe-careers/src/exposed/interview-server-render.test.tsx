/**
 * @jest-environment node
 */
// The interview page as the shell's server renders it, with its island: the times in UTC, named.
import type { Locale } from 'contracts/languages';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LocaleContext, sharedNames } from 'shared-ui';
import { QueryClientProvider } from 'shared-ui/query';
import { mockFetch, testQueryClient } from 'shared-ui/test-utils';
import { INTERVIEW_TOKEN, makeInterview } from '../test-utils';
import InterviewBooking, { loadLocale as loadBookingLocale } from './interview-booking';
import InterviewPage, { loadLocale as loadPageLocale, prefetch } from './interview-page';

const API = 'http://127.0.0.1:4000';
const READ = `GET ${API}/api/interviews/${INTERVIEW_TOKEN}`;
const spaced = (html: string) => html.replace(/[\u2009\u202f]/g, ' ');

async function renderOnServer(token: string, locale: Locale = 'en') {
  const queryClient = testQueryClient();
  const result = await prefetch(queryClient, { params: { token }, searchParams: new URLSearchParams(), apiBase: API });
  const path = `${locale === 'ar' ? '/ar' : ''}/careers/interview/:token`;
  const html = renderToString(
    <LocaleContext.Provider value={locale}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path.replace(':token', token)]}>
          <Routes>
            <Route path={path} element={<InterviewPage InterviewBooking={InterviewBooking} />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </LocaleContext.Provider>,
  );
  return { html: spaced(html), result };
}

it('renders the free times by day in UTC, named, with no referrer and noindex', async () => {
  mockFetch({ [READ]: { body: makeInterview() } });
  const { html, result } = await renderOnServer(INTERVIEW_TOKEN);
  expect(result).toBeUndefined();
  expect(html).toContain('<legend class="dayName">Tuesday, December 1, 2026</legend>');
  expect(html).toContain('<legend class="dayName">Wednesday, December 2, 2026</legend>');
  expect(html).toContain('<time dateTime="2026-12-01T13:30:00Z">1:30 – 2:15 PM UTC</time>');
  expect(html).toContain('Times are shown in Coordinated Universal Time (UTC).');
  expect(html).toContain('Confirm this time');
  expect(html).toContain('<meta name="referrer" content="no-referrer"/>');
  expect(html).toContain('noindex, nofollow');
});

it.each([
  ['a link the API does not know', { status: 404, body: { message: 'Not found' } }, { status: 404 }, 'Interview link not found'],
  ['an expired link', { body: makeInterview({ state: 'expired', slots: [] }) }, { status: 410 }, 'This link has expired'],
  [
    'a cancelled interview',
    { body: makeInterview({ state: 'cancelled', slots: [] }) },
    { status: 410 },
    'This interview was cancelled',
  ],
  ['the API failing', { status: 502, body: { message: 'Bad gateway' } }, { status: 503 }, 'Your interview could not be loaded'],
])('gives %s its status and says why', async (_case, answer, status, text) => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  mockFetch({ [READ]: answer });
  const { html, result } = await renderOnServer(INTERVIEW_TOKEN);
  expect(result).toEqual(status);
  expect(html).toContain(text);
});

it('renders the Arabic page with Arabic words and Latin digits', async () => {
  await Promise.all([sharedNames.load('ar'), loadPageLocale('ar'), loadBookingLocale('ar')]);
  mockFetch({ [READ]: { body: makeInterview() } });
  const { html } = await renderOnServer(INTERVIEW_TOKEN, 'ar');
  expect(html).toContain('تأكيد هذا الموعد');
  expect(html).toContain('الثلاثاء، 1 ديسمبر 2026');
  expect(html).toContain('dateTime="2026-12-01T09:00:00Z">9:00');
  expect(html).not.toMatch(/[٠-٩]/);
});
