import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteReleases } from 'contracts/releases';
import { useToastStore } from 'shared-ui';
import { type FakeAnswer, mockFetch, routerLocation, sentBody } from 'shared-ui/test-utils';
import { makePublishedVersion, makeReleaseEvent, makeRemoteReleases, page, renderConsole } from '../../../test-utils';
import { Releases } from './releases';

const AT = '2026-11-20T09:30:00.000Z';
const LIVE = '1.0.0-aaaaaaaaaa';
const CANARY = '1.1.0-bbbbbbbbbb';
const REFUSED = '1.2.0-cccccccccc';
const PREVIOUS = '0.9.0-dddddddddd';
const MARKETING_LIVE = '2.0.0-eeeeeeeeee';
const MARKETING_NEXT = '2.1.0-ffffffffff';

const careers = makeRemoteReleases({
  remote: 'mfe_careers',
  live: { version: LIVE, since: AT, by: { type: 'staff', id: 'acc-rel', email: 'rel@staff.example' } },
  canary: { version: CANARY, share: 10, since: AT, by: { type: 'admin-token' } },
  versions: [
    makePublishedVersion({
      version: REFUSED,
      packageVersion: '1.2.0',
      gate: {
        passed: false,
        at: AT,
        checks: [
          { check: 'exposes', passed: true, detail: 'Every module of the contract is exposed' },
          { check: 'render', passed: false, detail: 'mfe_careers/JobPage fell back on /careers/penetration-tester' },
        ],
      },
    }),
    makePublishedVersion({ version: CANARY, packageVersion: '1.1.0' }),
    makePublishedVersion({ version: LIVE }),
    makePublishedVersion({ version: PREVIOUS, packageVersion: '0.9.0' }),
  ],
  health: {
    [LIVE]: { renders: 2000, errors: 4, clientErrors: 6 },
    [CANARY]: { renders: 200, errors: 3, clientErrors: 1 },
  },
  previous: PREVIOUS,
});

const marketing = makeRemoteReleases({
  remote: 'mfe_marketing',
  live: { version: MARKETING_LIVE, since: AT, by: { type: 'system' } },
  versions: [
    makePublishedVersion({ remote: 'mfe_marketing', version: MARKETING_NEXT, packageVersion: '2.1.0' }),
    makePublishedVersion({ remote: 'mfe_marketing', version: MARKETING_LIVE, packageVersion: '2.0.0', gate: undefined }),
  ],
  health: {},
});

const STATUS = 'GET /api/staff/releases';
const history = (remote: string, pageNumber = 1) => `GET /api/staff/releases/${remote}/history?page=${pageNumber}&pageSize=10`;

const careersHistory = [
  makeReleaseEvent({
    id: 'rel-3',
    action: 'rolled-back',
    actor: { type: 'staff', id: 'acc-rel', email: 'rel@staff.example' },
    from: '0.8.0-9999999999',
    to: PREVIOUS,
    reason: 'Errors on the apply page',
  }),
  makeReleaseEvent({ id: 'rel-2', action: 'canary-started', actor: { type: 'admin-token' }, from: LIVE, to: CANARY, share: 10 }),
  makeReleaseEvent({ id: 'rel-1', action: 'canary-aborted', actor: { type: 'system' }, from: '1.0.1-8888888888', to: undefined }),
];

type Change = FakeAnswer | ((init: RequestInit | undefined) => FakeAnswer);

/** The staff API of the registry, from `remotes`: a change answers as `changes` say, and a remote it answers with is kept. */
function releasesApi(remotes: RemoteReleases[], changes: Record<string, Change> = {}) {
  let stored = remotes;
  const keep = (change: Change) => (init: RequestInit | undefined) => {
    const answer = typeof change === 'function' ? change(init) : change;
    const changed = answer.body as RemoteReleases | undefined;
    if ((answer.status ?? 200) < 300 && changed?.remote)
      stored = stored.map((remote) => (remote.remote === changed.remote ? changed : remote));
    return answer;
  };
  return mockFetch({
    [STATUS]: () => ({ body: { remotes: stored } }),
    [history('mfe_marketing')]: { body: page([]) },
    [history('mfe_careers')]: { body: page(careersHistory, 12) },
    [history('mfe_careers', 2)]: { body: page([makeReleaseEvent({ id: 'rel-0' })], 12) },
    ...Object.fromEntries(Object.entries(changes).map(([route, change]) => [route, keep(change)])),
  });
}

const region = (name: RegExp) => screen.findByRole('region', { name });
const posts = (fetchMock: jest.Mock, url: string) =>
  fetchMock.mock.calls.filter(([called, init]) => called === url && init?.method === 'POST').map(([, init]) => sentBody(init));
const statusReads = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([called]) => called === '/api/staff/releases').length;
const lastToast = () => useToastStore.getState().toasts[0]?.title;

test('lists each remote: what is live, its canary, their health, the versions with the gate’s verdict, and the history', async () => {
  releasesApi([marketing, careers]);
  renderConsole(<Releases />, { route: '/staff/releases' });
  expect(screen.getByRole('heading', { level: 1, name: 'Releases' })).toBeInTheDocument();
  const section = await region(/^Careers mfe_careers$/);

  const live = within(section).getByRole('region', { name: /^Live — / });
  expect(live).toHaveTextContent(LIVE);
  expect(live).toHaveTextContent('by rel@staff.example');
  expect(within(live).getByRole('button', { name: `Roll back to ${PREVIOUS}` })).toBeInTheDocument();
  const canary = within(section).getByRole('region', { name: /^Canary — / });
  expect(canary).toHaveTextContent(CANARY);
  expect(canary).toHaveTextContent('10% of visitors');
  expect(canary).toHaveTextContent('by a release pipeline');
  expect(within(canary).getByRole('button', { name: 'Promote' })).toBeInTheDocument();
  expect(within(canary).getByRole('button', { name: 'Abort' })).toBeInTheDocument();

  const health = within(section).getByRole('table', { name: 'Health of Careers' });
  const liveHealth = within(health).getByRole('row', { name: new RegExp(LIVE) });
  expect(
    within(liveHealth)
      .getAllByRole('cell')
      .slice(1)
      .map((cell) => cell.textContent),
  ).toEqual(['2,000', '4', '6', '0.5%']);
  expect(within(health).getByRole('row', { name: new RegExp(CANARY) })).toHaveTextContent(/2%$/);

  const versions = within(section).getByRole('table', { name: 'Versions of Careers' });
  const refused = within(versions).getByRole('row', { name: new RegExp(REFUSED) });
  expect(refused).toHaveTextContent('Failed');
  expect(refused).toHaveTextContent('Server render: mfe_careers/JobPage fell back on /careers/penetration-tester');
  expect(refused).not.toHaveTextContent('Every module of the contract is exposed');
  expect(within(versions).getByRole('row', { name: new RegExp(CANARY) })).toHaveTextContent('Passed');

  const changes = await within(section).findByRole('table', { name: 'History of Careers' });
  const cells = within(changes)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    );
  expect(cells).toEqual([
    ['Rolled back', `0.8.0-9999999999 →to ${PREVIOUS}`, '—', 'rel@staff.example', 'Errors on the apply page'],
    ['Canary started', `${LIVE} →to ${CANARY}`, '10%', 'A release pipeline', '—'],
    ['Canary aborted', '1.0.1-8888888888 →to —', '—', 'The system', '—'],
  ]);

  const other = await region(/^Marketing mfe_marketing$/);
  expect(within(other).getByRole('region', { name: /^Canary — / })).toHaveTextContent('No canary');
  expect(within(other).getByRole('region', { name: /^Live — / })).toHaveTextContent('by the system');
  expect(within(other).queryByRole('button', { name: /Roll back/ })).not.toBeInTheDocument();
  const liveRow = within(within(other).getByRole('table', { name: 'Versions of Marketing' })).getByRole('row', {
    name: new RegExp(MARKETING_LIVE),
  });
  expect(liveRow).toHaveTextContent('Not run');
  expect(within(other).getByRole('table', { name: 'Health of Marketing' })).toHaveTextContent('No renders yet');
});

test('starts a canary with the share given, then reads the status again and says so', async () => {
  const fetchMock = releasesApi([marketing, careers], {
    'POST /api/staff/releases/mfe_marketing/canary': (init) => {
      const { version, share } = sentBody(init) as { version: string; share: number };
      return { body: { ...marketing, canary: { version, share, since: AT, by: { type: 'system' } } } };
    },
  });
  renderConsole(<Releases />, { route: '/staff/releases' });
  const section = await region(/^Marketing/);
  const row = within(section).getByRole('row', { name: new RegExp(MARKETING_NEXT) });
  const share = within(row).getByLabelText(/^Share of visitors/);
  expect(share).toHaveValue(10);
  await userEvent.clear(share);
  await userEvent.type(share, '25');
  await userEvent.click(within(row).getByRole('button', { name: 'Start canary' }));

  await waitFor(() => expect(within(section).getByRole('region', { name: /^Canary — / })).toHaveTextContent('25% of visitors'));
  expect(posts(fetchMock, '/api/staff/releases/mfe_marketing/canary')).toEqual([{ version: MARKETING_NEXT, share: 25 }]);
  await waitFor(() => expect(statusReads(fetchMock)).toBe(2));
  expect(lastToast()).toBe(`Canary of Marketing ${MARKETING_NEXT} started`);
});

test('refuses a share outside 1 to 50 at its field, and shows the API’s own refusal there', async () => {
  const fetchMock = releasesApi([marketing], {
    'POST /api/staff/releases/mfe_marketing/canary': {
      status: 400,
      body: { message: 'Some fields need your attention.', errors: { share: 'At most 5 % while the site is under load' } },
    },
  });
  renderConsole(<Releases />, { route: '/staff/releases' });
  const row = (await region(/^Marketing/)).querySelector('tr:has(form)') as HTMLElement;
  const share = within(row).getByLabelText(/^Share of visitors/);
  await userEvent.clear(share);
  await userEvent.type(share, '60');
  await userEvent.click(within(row).getByRole('button', { name: 'Start canary' }));
  expect(await within(row).findByText('Give the share as a whole percentage from 1 to 50')).toBeInTheDocument();
  expect(share).toHaveAttribute('aria-invalid', 'true');
  expect(posts(fetchMock, '/api/staff/releases/mfe_marketing/canary')).toEqual([]);

  await userEvent.clear(share);
  await userEvent.type(share, '20');
  await userEvent.click(within(row).getByRole('button', { name: 'Start canary' }));
  expect(await within(row).findByText('At most 5 % while the site is under load')).toBeInTheDocument();
  expect(within(row).queryByText('Some fields need your attention.')).not.toBeInTheDocument();
});

test('a canary the gate refuses shows the refusal with each failed check and why', async () => {
  releasesApi([marketing], {
    'POST /api/staff/releases/mfe_marketing/canary': {
      status: 422,
      body: {
        message: `The gate refused ${MARKETING_NEXT}.`,
        gate: {
          passed: false,
          at: AT,
          checks: [
            { check: 'exposes', passed: true, detail: 'Every module of the contract is exposed' },
            { check: 'shared', passed: false, detail: 'react 19.4.0 where the shell provides 19.3.1' },
          ],
        },
      },
    },
  });
  renderConsole(<Releases />, { route: '/staff/releases' });
  const row = within(await region(/^Marketing/)).getByRole('row', { name: new RegExp(MARKETING_NEXT) });
  await userEvent.click(within(row).getByRole('button', { name: 'Start canary' }));
  const refusal = await within(row).findByRole('alert');
  expect(refusal).toHaveTextContent(`The gate refused ${MARKETING_NEXT}.`);
  expect(within(refusal).getByRole('listitem')).toHaveTextContent(
    'Shared libraries: react 19.4.0 where the shell provides 19.3.1',
  );
});

test('runs the gate on a version and shows its verdict', async () => {
  const failed = {
    passed: false,
    at: AT,
    checks: [{ check: 'exposes' as const, passed: false, detail: 'missing ./HomePage' }],
  };
  const fetchMock = releasesApi([marketing], {
    'POST /api/staff/releases/mfe_marketing/gate': {
      body: { ...marketing, versions: [marketing.versions[0], { ...marketing.versions[1]!, gate: failed }] },
    },
  });
  renderConsole(<Releases />, { route: '/staff/releases' });
  const versions = within(await region(/^Marketing/)).getByRole('table', { name: 'Versions of Marketing' });
  const row = within(versions).getByRole('row', { name: new RegExp(MARKETING_LIVE) });
  const actions = within(row).getByRole('group', { name: `Actions for ${MARKETING_LIVE}` });
  await userEvent.click(within(actions).getByRole('button', { name: 'Run gate' }));
  expect(await within(row).findByText('missing ./HomePage', { exact: false })).toHaveTextContent(
    'Exposed modules: missing ./HomePage',
  );
  expect(posts(fetchMock, '/api/staff/releases/mfe_marketing/gate')).toEqual([{ version: MARKETING_LIVE }]);
  expect(useToastStore.getState().toasts[0]?.description).toBe('It failed: its row lists the checks.');
});

test('rolls back only after asking, with the reason given', async () => {
  const fetchMock = releasesApi([careers], {
    'POST /api/staff/releases/mfe_careers/rollback': {
      body: { ...careers, live: { version: PREVIOUS, since: AT, by: careers.live?.by }, previous: undefined },
    },
  });
  renderConsole(<Releases />, { route: '/staff/releases' });
  const live = within(await region(/^Careers/)).getByRole('region', { name: /^Live — / });
  await userEvent.click(within(live).getByRole('button', { name: `Roll back to ${PREVIOUS}` }));
  const dialog = screen.getByRole('dialog', { name: `Roll Careers back to ${PREVIOUS}?` });
  expect(posts(fetchMock, '/api/staff/releases/mfe_careers/rollback')).toEqual([]);
  await userEvent.type(within(dialog).getByLabelText(/^Reason/), '  Errors on the apply page ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
  await waitFor(() => expect(live).toHaveTextContent(`Version${PREVIOUS}`));
  expect(posts(fetchMock, '/api/staff/releases/mfe_careers/rollback')).toEqual([{ reason: 'Errors on the apply page' }]);
  expect(lastToast()).toBe('Careers rolled back');
});

test('promotes the canary after asking, naming its version; aborting asks too and sends no blank reason', async () => {
  const fetchMock = releasesApi([careers], {
    'POST /api/staff/releases/mfe_careers/promote': { body: { ...careers, canary: undefined } },
    'POST /api/staff/releases/mfe_careers/abort': { body: { ...careers, canary: undefined } },
  });
  renderConsole(<Releases />, { route: '/staff/releases' });
  const canary = within(await region(/^Careers/)).getByRole('region', { name: /^Canary — / });
  await userEvent.click(within(canary).getByRole('button', { name: 'Abort' }));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: `Abort the canary of ${CANARY}?` })).getByRole('button', { name: 'Cancel' }),
  );
  await userEvent.click(within(canary).getByRole('button', { name: 'Promote' }));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: `Make ${CANARY} live for every visitor?` })).getByRole('button', {
      name: 'Promote',
    }),
  );
  expect(await within(canary).findByText(/No canary/)).toBeInTheDocument();
  expect(posts(fetchMock, '/api/staff/releases/mfe_careers/promote')).toEqual([{ version: CANARY }]);
  expect(posts(fetchMock, '/api/staff/releases/mfe_careers/abort')).toEqual([]);
});

test('previews a version in this browser, links to the site, and ends the preview', async () => {
  const fetchMock = releasesApi([careers], { 'POST /api/staff/releases/preview': { status: 204 } });
  renderConsole(<Releases />, { route: '/staff/releases' });
  const row = within(await region(/^Careers/)).getByRole('row', { name: new RegExp(REFUSED) });
  await userEvent.click(within(row).getByRole('button', { name: 'Preview' }));
  const link = await screen.findByRole('link', { name: 'Open the site with this preview (opens in a new tab)' });
  expect(link).toHaveAttribute('href', '/');
  expect(link).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('region', { name: 'Your preview' })).toHaveTextContent(`Careers: ${REFUSED}`);
  expect(row).toHaveTextContent('In your preview');

  await userEvent.click(screen.getByRole('button', { name: 'End preview' }));
  await waitFor(() => expect(screen.queryByRole('link', { name: /Open the site/ })).not.toBeInTheDocument());
  expect(posts(fetchMock, '/api/staff/releases/preview')).toEqual([{ versions: { mfe_careers: REFUSED } }, { versions: {} }]);
  expect(lastToast()).toBe('Preview ended');
});

test('publishes a version the origin serves, after checking its name', async () => {
  const published = makePublishedVersion({ remote: 'mfe_marketing', version: '2.2.0-0123456789', gate: undefined });
  const fetchMock = releasesApi([marketing], {
    'POST /api/staff/releases/mfe_marketing/versions': {
      status: 201,
      body: { ...marketing, versions: [published, ...marketing.versions] },
    },
  });
  renderConsole(<Releases />, { route: '/staff/releases' });
  const form = within(await region(/^Marketing/)).getByRole('form', { name: 'Publish a version of Marketing' });
  await userEvent.type(within(form).getByLabelText(/^Version/), '2.2.0');
  await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
  expect(await within(form).findByText('Name a version such as 1.0.0-3f9a2b1c4d')).toBeInTheDocument();
  await userEvent.type(within(form).getByLabelText(/^Version/), '-0123456789');
  await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
  expect(await screen.findByRole('row', { name: /2\.2\.0-0123456789/ })).toHaveTextContent('Not run');
  expect(posts(fetchMock, '/api/staff/releases/mfe_marketing/versions')).toEqual([{ version: '2.2.0-0123456789' }]);
  expect(within(form).getByLabelText(/^Version/)).toHaveValue('');
});

test('a version the API refuses shows its message at the field', async () => {
  releasesApi([marketing], {
    'POST /api/staff/releases/mfe_marketing/versions': {
      status: 400,
      body: { message: 'Some fields need your attention.', errors: { version: 'Marketing’s origin does not serve it' } },
    },
  });
  renderConsole(<Releases />, { route: '/staff/releases' });
  const form = within(await region(/^Marketing/)).getByRole('form', { name: 'Publish a version of Marketing' });
  await userEvent.type(within(form).getByLabelText(/^Version/), '2.2.0-0123456789');
  await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
  expect(await within(form).findByText('Marketing’s origin does not serve it')).toBeInTheDocument();
  expect(within(form).getByLabelText(/^Version/)).toHaveAttribute('aria-invalid', 'true');
  expect(within(form).getByLabelText(/^Version/)).toHaveFocus();
});

test('pages through a remote’s history in the URL', async () => {
  const fetchMock = releasesApi([careers]);
  renderConsole(<Releases />, { route: '/staff/releases' });
  const section = await region(/^Careers/);
  const pager = await within(section).findByRole('navigation', { name: 'Pages of the history of Careers' });
  expect(pager).toHaveTextContent('Page 1 of 2 (12 in all)');
  await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
  expect(routerLocation().search).toBe('?mfe_careers-history=2');
  expect(await within(pager).findByText('Page 2 of 2 (12 in all)')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/api/staff/releases/mfe_careers/history?page=2&pageSize=10', expect.anything());
});
