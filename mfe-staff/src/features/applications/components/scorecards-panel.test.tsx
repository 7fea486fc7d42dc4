import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Scorecard, ScorecardView } from 'contracts/staff';
import { mockFetch, sentBody } from 'shared-ui/test-utils';
import { makeApplication, noInterviews, renderConsole } from '../../../test-utils';
import { CandidatePage } from './candidate-page';

const URL = '/api/staff/applications/app-1';
const ATTRIBUTES = ['Incident response', 'Communication'];
const AT = '2026-11-20T09:30:00.000Z';

const card = (name: string, ratings: [number, number], recommendation: Scorecard['recommendation']): Scorecard => ({
  id: `card-${name}`,
  at: AT,
  author: { id: `acc-${name}`, email: `${name}@staff.example`, name },
  ratings: { 'Incident response': ratings[0], Communication: ratings[1] } as Scorecard['ratings'],
  recommendation,
  notes: `${name}'s notes`,
});
const blind: ScorecardView = { attributes: ATTRIBUTES, required: 2, submittedBy: [{ name: 'Huda', at: AT }], scorecards: null };

test("rates the candidate on each attribute, sees no one else's until then, and everyone's after", async () => {
  const fetchMock = mockFetch({
    [`GET ${URL}`]: { body: makeApplication({ stage: 'interview' }) },
    [`GET ${URL}/scorecards`]: { body: blind },
    [`GET ${URL}/mails`]: { body: { items: [] } },
    [`POST ${URL}/scorecards`]: {
      status: 201,
      body: {
        ...blind,
        submittedBy: [...blind.submittedBy, { name: 'Ada', at: AT }],
        scorecards: [card('Huda', [4, 2], 'yes'), card('Ada', [3, 3], 'no')],
      },
    },
  });
  renderConsole(<CandidatePage id="app-1" />, { route: '/staff/applications/app-1' });
  const panel = await screen.findByRole('region', { name: 'Scorecards' });
  expect(await within(panel).findByText('1 submitted of 2 required before an offer (Huda).')).toBeInTheDocument();
  expect(within(panel).queryByText("Huda's notes")).not.toBeInTheDocument();

  const form = within(panel).getByRole('form', { name: 'Your scorecard' });
  await userEvent.click(within(form).getByRole('button', { name: 'Submit scorecard' }));
  expect(within(form).getByLabelText(/Incident response/)).toHaveAccessibleDescription('Rate Incident response');
  await userEvent.selectOptions(within(form).getByLabelText(/Incident response/), '3');
  await userEvent.selectOptions(within(form).getByLabelText(/Communication/), '3');
  await userEvent.selectOptions(within(form).getByLabelText(/Recommendation/), 'no');
  await userEvent.type(within(form).getByLabelText(/Notes/), 'Clear on containment.');
  await userEvent.click(within(form).getByRole('button', { name: 'Submit scorecard' }));

  const table = await within(panel).findByRole('table');
  expect(within(table).getByRole('row', { name: /Incident response/ })).toHaveTextContent('Incident response433.5');
  expect(within(panel).getByText("Huda's notes")).toBeInTheDocument();
  const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  expect(sentBody(post?.[1])).toEqual({
    ratings: { 'Incident response': 3, Communication: 3 },
    recommendation: 'no',
    notes: 'Clear on containment.',
  });
});

test('an offer before the required scorecards are in asks first, and Move anyway makes it', async () => {
  const question = '1 of 2 required scorecards are in. Move anyway?';
  const fetchMock = mockFetch({
    ...noInterviews(URL),
    [`GET ${URL}`]: { body: makeApplication({ stage: 'interview' }) },
    [`GET ${URL}/scorecards`]: { body: blind },
    [`GET ${URL}/mails`]: { body: { items: [] } },
    [`PUT ${URL}/stage`]: (init) =>
      (sentBody(init) as { confirmMissingScorecards?: boolean }).confirmMissingScorecards
        ? { body: makeApplication({ stage: 'offer' }) }
        : { status: 409, body: { message: question, errors: { confirmMissingScorecards: question } } },
  });
  renderConsole(<CandidatePage id="app-1" />, { route: '/staff/applications/app-1' });
  const mover = await screen.findByRole('form', { name: 'Move to another stage' });
  await userEvent.selectOptions(within(mover).getByLabelText('Move to'), 'offer');
  await userEvent.click(within(mover).getByRole('button', { name: 'Move' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(question);
  expect(screen.getByRole('heading', { name: 'Stage: Interview' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Move anyway' }));
  expect(await screen.findByRole('heading', { name: 'Stage: Offer' })).toBeInTheDocument();
  const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => sentBody(init));
  expect(puts).toEqual([{ stage: 'offer' }, { stage: 'offer', confirmMissingScorecards: true }]);
});

test('a job without attributes says where to add them', async () => {
  mockFetch({
    [`GET ${URL}`]: { body: makeApplication() },
    [`GET ${URL}/scorecards`]: { body: { attributes: [], required: 0, submittedBy: [], scorecards: null } },
    [`GET ${URL}/mails`]: { body: { items: [] } },
  });
  renderConsole(<CandidatePage id="app-1" />, { route: '/staff/applications/app-1' });
  expect(await screen.findByText(/This job has no scorecard yet/)).toBeInTheDocument();
});
