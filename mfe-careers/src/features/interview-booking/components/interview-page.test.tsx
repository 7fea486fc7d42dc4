import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INTERVIEW_SLOT_REQUIRED_MESSAGE, type InterviewSlot } from 'contracts/interview-booking';
import { deferred, mockFetch, renderWithProviders, sentBody } from 'shared-ui/test-utils';
import InterviewBooking from '../../../exposed/interview-booking';
import InterviewPage from '../../../exposed/interview-page';
import { INTERVIEW_TOKEN, makeInterview } from '../../../test-utils';

const READ = `GET /api/interviews/${INTERVIEW_TOKEN}`;
const BOOK = `POST /api/interviews/${INTERVIEW_TOKEN}`;
const [first, second, third] = makeInterview().slots as [InterviewSlot, InterviewSlot, InterviewSlot];
const booked = makeInterview({ state: 'booked', slots: [], booked: second });

function renderPage() {
  return renderWithProviders(<InterviewPage InterviewBooking={InterviewBooking} />, {
    route: `/careers/interview/${INTERVIEW_TOKEN}`,
    path: '/careers/interview/:token',
  });
}

describe('the interview page', () => {
  it('greets the candidate, names the job and the interviewers, and lists the free times by day', async () => {
    mockFetch({ [READ]: { body: makeInterview() } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Cybersecurity Analyst' })).toBeInTheDocument();
    expect(screen.getByText('Layla Haddad').closest('p')).toHaveTextContent(
      'Hello Layla Haddad, thank you for your application.',
    );
    expect(
      within(screen.getByRole('region', { name: 'Your interviewers' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Omar Farouk', 'Dana Reyes']);
    const form = screen.getByRole('form', { name: 'Choose your interview time' });
    const days = within(form).getAllByRole('group');
    expect(days.length).toBeGreaterThanOrEqual(2);
    expect(within(form).getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByText(/Times are shown in your time zone/)).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(document.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  });

  it('refuses a submit without a choice, with the field message and the focus on the times', async () => {
    const fetchMock = mockFetch({ [READ]: { body: makeInterview() } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm this time' }));
    expect(await screen.findByText(INTERVIEW_SLOT_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.getAllByRole('radio')[0]).toHaveFocus();
    expect(screen.getAllByRole('radio')[0]).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('books the chosen time with the keyboard alone and confirms it in the live region', async () => {
    const fetchMock = mockFetch({ [READ]: { body: makeInterview() }, [BOOK]: { body: booked } });
    renderPage();
    await screen.findByRole('form', { name: 'Choose your interview time' });
    await userEvent.tab();
    expect(screen.getAllByRole('radio')[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('radio')[1]).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Your interview is booked' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('A calendar invitation is on its way to your email.');
    expect(sentBody(fetchMock.mock.calls.at(-1)?.[1])).toEqual({ slotId: 'slot-2' });
    expect(screen.getByText(/Your interview is on/).querySelector('time')).toHaveAttribute('dateTime', second.start);
  });

  it('says a time taken meanwhile, shows the times still free and books another', async () => {
    let reads = 0;
    mockFetch({
      [READ]: () => ({ body: reads++ === 0 ? makeInterview() : makeInterview({ slots: [first, third] }) }),
      [BOOK]: (init) =>
        sentBody(init) && (sentBody(init) as { slotId: string }).slotId === 'slot-2'
          ? { status: 409, body: { message: 'That time is no longer free' } }
          : { body: makeInterview({ state: 'booked', slots: [], booked: third }) },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: /13:30|1:30/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm this time' }));
    expect(await screen.findByText(/That time was just taken/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(2));
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    await userEvent.click(screen.getAllByRole('radio')[1] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm this time' }));
    expect(await screen.findByRole('heading', { name: 'Your interview is booked' })).toBeInTheDocument();
  });

  it('keeps the choice when the network fails, and sends it again on Confirm', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    let attempts = 0;
    mockFetch({
      [READ]: { body: makeInterview() },
      [BOOK]: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return answer.promise;
      },
    });
    renderPage();
    await userEvent.click((await screen.findAllByRole('radio'))[2] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm this time' }));
    expect(await screen.findByText(/Your choice could not be sent/)).toBeInTheDocument();
    expect(screen.getAllByRole('radio')[2]).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm this time' }));
    expect(await screen.findByRole('button', { name: 'Confirming...' })).toBeDisabled();
    answer.resolve({ status: 200, body: makeInterview({ state: 'booked', slots: [], booked: third }) });
    expect(await screen.findByRole('heading', { name: 'Your interview is booked' })).toBeInTheDocument();
  });

  it('shows the time already booked, without a form', async () => {
    mockFetch({ [READ]: { body: booked } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your interview is booked' })).toBeInTheDocument();
    expect(screen.getByText('You have already chosen your interview time.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it.each([
    ['cancelled', 'This interview was cancelled'],
    ['expired', 'This link has expired'],
  ] as const)('says so for a %s interview, with no times', async (state, heading) => {
    mockFetch({ [READ]: { body: makeInterview({ state, slots: [] }) } });
    renderPage();
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm this time' })).not.toBeInTheDocument();
  });

  it('turns to the expired notice when the link expires while the page is open (410)', async () => {
    let reads = 0;
    mockFetch({
      [READ]: () => ({ body: reads++ === 0 ? makeInterview() : makeInterview({ state: 'expired', slots: [] }) }),
      [BOOK]: { status: 410, body: { message: 'This interview link has expired' } },
    });
    renderPage();
    await userEvent.click((await screen.findAllByRole('radio'))[0] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm this time' }));
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
  });

  it('shows the not-found screen for a link the API does not know', async () => {
    const fetchMock = mockFetch({ [READ]: { status: 404, body: { message: 'Not found' } } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Interview link not found' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the not-found screen for a malformed link without asking the API', async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<InterviewPage InterviewBooking={InterviewBooking} />, {
      route: '/careers/interview/short',
      path: '/careers/interview/:token',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Interview link not found' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
