import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, routerLocation } from 'shared-ui/test-utils';
import { makeStaffStory, page, renderConsole } from '../../../test-utils';
import { StoriesList } from './stories-list';

test('lists the stories with their state and publish time, filtered by state in the URL', async () => {
  const draft = makeStaffStory();
  const scheduled = makeStaffStory({ id: 'story-2', state: 'scheduled', publishedAt: '2030-01-15T06:30:00.000Z' });
  mockFetch({
    'GET /api/staff/stories?page=1&pageSize=20': { body: page([scheduled, draft]) },
    'GET /api/staff/stories?state=scheduled&page=1&pageSize=20': { body: page([scheduled]) },
  });
  renderConsole(<StoriesList />, { route: '/staff/stories' });
  const table = await screen.findByRole('table', { name: 'Stories' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(2);
  expect(within(rows[0] as HTMLElement).getByText(/^Scheduled for/)).toContainElement(
    within(rows[0] as HTMLElement).getByText((_, element) => element?.getAttribute('datetime') === scheduled.publishedAt),
  );
  expect(within(rows[1] as HTMLElement).getByText('Draft: seen by staff only')).toBeInTheDocument();
  expect(within(rows[1] as HTMLElement).getByRole('link', { name: draft.text.en.title })).toHaveAttribute(
    'href',
    '/staff/stories/story-1',
  );
  expect(screen.getByRole('link', { name: 'New story' })).toHaveAttribute('href', '/staff/stories/new');

  await userEvent.selectOptions(screen.getByLabelText('Show'), 'Scheduled');
  expect(routerLocation()).toMatchObject({ pathname: '/staff/stories', search: '?state=scheduled' });
  expect(await within(screen.getByRole('table')).findAllByRole('row')).toHaveLength(2);
});
