import { screen, within } from '@testing-library/react';
import { mockFetch, sentBody } from 'shared-ui/test-utils';
import { makeApplication, makeStaffJob, renderConsole } from '../../../test-utils';
import { PipelineBoard } from './pipeline-board';

const card = (overrides: Parameters<typeof makeApplication>[0]) => {
  const { notes: _notes, coverLetter: _coverLetter, ...summary } = makeApplication(overrides);
  return summary;
};
const CARDS = [
  card({ id: 'a1', fullName: 'Omar Khalil', source: { channel: 'linkedin', utmSource: 'linkedin' } }),
  card({ id: 'a2', fullName: 'Layla Haddad', stage: 'interview' }),
  card({ id: 'a3', fullName: 'Sara Nasser', stage: 'interview', resume: undefined }),
];

test('puts each application in the column of its stage, each card a handle and a link', async () => {
  const job = makeStaffJob();
  mockFetch({
    [`GET /api/staff/jobs/${job.id}`]: { body: job },
    'POST /api/staff/applications/search': (init) => {
      expect(sentBody(init)).toEqual({ job: 'penetration-tester', sort: 'oldest', page: 1, pageSize: 100 });
      return { body: { items: CARDS, total: 3, page: 1, pageSize: 100 } };
    },
  });
  renderConsole(<PipelineBoard jobId={job.id} />, { route: `/staff/jobs/${job.id}/pipeline` });
  expect(await screen.findByRole('heading', { level: 1, name: 'Pipeline: Penetration Tester' })).toBeInTheDocument();
  await screen.findByRole('region', { name: /^Applied 1$/ });
  const column = (name: RegExp) => screen.getByRole('region', { name });
  expect(within(column(/^Applied 1$/)).getByRole('link', { name: 'Omar Khalil' })).toHaveAttribute(
    'href',
    `/staff/applications/a1?job=${job.id}`,
  );
  expect(
    within(column(/^Interview 2$/))
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Layla Haddad', 'Sara Nasser']);
  expect(within(column(/^Rejected 0$/)).getByText('No one here.')).toBeInTheDocument();
  // Where each candidate came from, when it was recorded.
  expect(within(column(/^Applied 1$/)).getByText(/ · via LinkedIn$/)).toBeInTheDocument();
  expect(within(column(/^Interview 2$/)).queryByText(/ · via /)).not.toBeInTheDocument();
  const handle = screen.getByRole('button', { name: 'Move Layla Haddad, now at Interview' });
  expect(handle).toHaveAttribute('aria-roledescription', 'draggable');
  expect(handle).toHaveAccessibleDescription(/use the arrow keys to choose a stage, then Space to drop it/);
});

test('reads every page of a large pipeline', async () => {
  const job = makeStaffJob();
  // Names are letters only (the application schema's rule): Candidate Aa … Candidate Jj.
  const many = Array.from({ length: 100 }, (_, index) =>
    card({ id: `p${index}`, fullName: `Candidate ${'ABCDEFGHIJ'[Math.floor(index / 10)]}${'abcdefghij'[index % 10]}` }),
  );
  mockFetch({
    [`GET /api/staff/jobs/${job.id}`]: { body: job },
    'POST /api/staff/applications/search': (init) =>
      (sentBody(init) as { page: number }).page === 1
        ? { body: { items: many, total: 101, page: 1, pageSize: 100 } }
        : { body: { items: [card({ id: 'last', fullName: 'The Last One' })], total: 101, page: 2, pageSize: 100 } },
  });
  renderConsole(<PipelineBoard jobId={job.id} />, { route: `/staff/jobs/${job.id}/pipeline` });
  // A hundred cards make role queries slow in jsdom: found by text first.
  expect(await screen.findByText('The Last One', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Applied 101' })).toBeInTheDocument();
});
