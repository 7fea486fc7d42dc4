import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobPreviewProps, StoryPreviewProps } from 'shared-ui/federation';
import { mockFetch, routerLocation } from 'shared-ui/test-utils';
import { makeSession, makeStaffJob, makeStaffStory, page, renderConsole } from '../test-utils';
import StaffPage from './staff-page';

function FakePreview({ job }: JobPreviewProps) {
  return <p>Careers shows {job.title}</p>;
}

function FakeStoryPreview({ story, locale }: StoryPreviewProps) {
  return (
    <p>
      Marketing shows {story.title} in {locale}
    </p>
  );
}

test('routes the console under its mount point, handing the job editor careers’ preview', async () => {
  mockFetch({
    'GET /api/staff/session': { body: makeSession({ role: 'recruiter' }) },
    'GET /api/staff/jobs/REQ-2026-ABC123': { body: makeStaffJob() },
  });
  renderConsole(<StaffPage JobPreview={FakePreview} />, { route: '/staff/jobs/REQ-2026-ABC123', path: '/staff/*' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Penetration Tester' })).toBeInTheDocument();
  expect(screen.getByText('Careers shows Penetration Tester')).toBeInTheDocument();
});

test('sends /staff on to the first area of the role', async () => {
  mockFetch({
    'GET /api/staff/session': { body: makeSession({ role: 'recruiter' }) },
    'GET /api/staff/jobs?page=1&pageSize=20': { body: page([makeStaffJob()]) },
  });
  renderConsole(<StaffPage />, { route: '/staff', path: '/staff/*' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
});

test('sends a marketing account to the stories, handing the story editor marketing’s preview', async () => {
  const story = makeStaffStory();
  mockFetch({
    'GET /api/staff/session': { body: makeSession({ role: 'marketing' }) },
    'GET /api/staff/stories?page=1&pageSize=20': { body: page([story]) },
    [`GET /api/staff/stories/${story.id}`]: { body: story },
  });
  renderConsole(<StaffPage StoryPreview={FakeStoryPreview} />, { route: '/staff', path: '/staff/*' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Stories' })).toBeInTheDocument();
  expect(routerLocation().pathname).toBe('/staff/stories');
  await userEvent.click(await screen.findByRole('link', { name: story.text.en.title }));
  expect(await screen.findByText(`Marketing shows ${story.text.en.title} in en`)).toBeInTheDocument();
});

test('the stories are not for recruiters', async () => {
  mockFetch({ 'GET /api/staff/session': { body: makeSession({ role: 'recruiter' }) } });
  renderConsole(<StaffPage />, { route: '/staff/stories', path: '/staff/*' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Not for your role' })).toBeInTheDocument();
});

test('sends a releaser, who may use nothing else, to the releases', async () => {
  mockFetch({
    'GET /api/staff/session': { body: makeSession({ role: 'releaser' }) },
    'GET /api/staff/releases': { body: { remotes: [] } },
  });
  renderConsole(<StaffPage />, { route: '/staff', path: '/staff/*' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Releases' })).toBeInTheDocument();
  expect(routerLocation().pathname).toBe('/staff/releases');
});

test('the releases are not for sales', async () => {
  mockFetch({ 'GET /api/staff/session': { body: makeSession({ role: 'sales' }) } });
  renderConsole(<StaffPage />, { route: '/staff/releases', path: '/staff/*' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Not for your role' })).toBeInTheDocument();
});

test('an unknown path of the console says so', async () => {
  mockFetch({ 'GET /api/staff/session': { body: makeSession() } });
  renderConsole(<StaffPage />, { route: '/staff/nowhere', path: '/staff/*' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});
