import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, type FakeAnswer, mockFetch, renderWithProviders, routerLocation } from 'shared-ui/test-utils';
import { JOBS } from '../../../test-utils';
import { JobOpenings } from './job-openings';

function renderOpenings(route = '/careers', answer: FakeAnswer | (() => Promise<FakeAnswer>) = { body: JOBS }) {
  const fetchMock = mockFetch({ 'GET /api/careers': answer });
  return { fetchMock, ...renderWithProviders(<JobOpenings />, { route }) };
}

const shownTitles = () =>
  within(screen.getByRole('list', { name: 'Job openings' }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const search = () => screen.getByRole('searchbox', { name: 'Search jobs' });
const department = () => screen.getByRole('combobox', { name: 'Department' });
const location = () => screen.getByRole('combobox', { name: 'Location' });

describe('JobOpenings', () => {
  it('shows 5 placeholder rows while the jobs load', async () => {
    const answer = deferred<FakeAnswer>();
    renderOpenings('/careers', () => answer.promise);
    expect(screen.getAllByTestId('job-skeleton')).toHaveLength(5);
    expect(screen.getByText('Loading job listings')).toBeInTheDocument();
    answer.resolve({ body: JOBS });
    expect(await screen.findByRole('list', { name: 'Job openings' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('job-skeleton')).toHaveLength(0);
  });

  it('lists each job with title, department, location, type, description and posted date, linking to its page', async () => {
    renderOpenings();
    const list = await screen.findByRole('list', { name: 'Job openings' });
    const rows = within(list)
      .getAllByRole('listitem', { name: '' })
      .filter((item) => item.parentElement === list);
    expect(rows).toHaveLength(3);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Senior Cybersecurity Analyst' })).toHaveAttribute(
      'href',
      '/careers/senior-cybersecurity-analyst',
    );
    expect(first.getByRole('list', { name: 'Position details' })).toHaveTextContent('SecurityChicago, ILFull-time');
    expect(first.getByText('Lead threat detection and incident response for government clients.')).toBeInTheDocument();
    expect(first.getByText(/Posted/)).toContainElement(first.getByText('November 10, 2026'));
    expect(first.getByText('November 10, 2026').tagName).toBe('TIME');
    expect(screen.getByText('Showing 3 of 3 open positions')).toBeInTheDocument();
  });

  it("says 'Error loading job listings. Please try again later.' when the list cannot be loaded", async () => {
    renderOpenings('/careers', { status: 500, body: 'Internal Server Error' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading job listings. Please try again later.');
  });

  it('offers the departments and locations of the loaded jobs after All Departments and All Locations', async () => {
    renderOpenings();
    await screen.findByRole('list', { name: 'Job openings' });
    const optionsOf = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(optionsOf(department())).toEqual(['All Departments', 'Engineering', 'Security']);
    expect(optionsOf(location())).toEqual(['All Locations', 'Abu Dhabi, UAE', 'Chicago, IL', 'Doha, Qatar']);
  });

  it('filters by search text, department and location, and writes them into the URL', async () => {
    const user = userEvent.setup();
    renderOpenings();
    await screen.findByRole('list', { name: 'Job openings' });

    await user.type(search(), 'ENGINEER');
    expect(shownTitles()).toEqual(['Machine Learning Engineer']);
    expect(routerLocation().search).toBe('?q=ENGINEER');

    await user.clear(search());
    await user.selectOptions(department(), 'Security');
    expect(shownTitles()).toEqual(['Senior Cybersecurity Analyst', 'Penetration Tester']);
    await user.selectOptions(location(), 'Doha, Qatar');
    expect(shownTitles()).toEqual(['Penetration Tester']);
    expect(routerLocation().search).toBe('?category=security&location=doha');
    expect(screen.getByText('Showing 1 of 3 open positions')).toBeInTheDocument();

    await user.selectOptions(department(), 'All Departments');
    expect(routerLocation().search).toBe('?location=doha');
  });

  it.each([
    ['/careers?category=engineering', 'Engineering', 'All Locations', ['Machine Learning Engineer']],
    ['/careers?category=Security', 'Security', 'All Locations', ['Senior Cybersecurity Analyst', 'Penetration Tester']],
    ['/careers?location=abu-dhabi', 'All Departments', 'Abu Dhabi, UAE', ['Machine Learning Engineer']],
    ['/careers?location=Doha%2C+Qatar&q=attacks', 'All Departments', 'Doha, Qatar', ['Penetration Tester']],
  ])('reads %s from the URL', async (route, departmentShown, locationShown, titles) => {
    renderOpenings(route);
    await screen.findByRole('list', { name: 'Job openings' });
    expect(department()).toHaveDisplayValue(departmentShown);
    expect(location()).toHaveDisplayValue(locationShown);
    // The list follows the filters as a deferred value: a render after the controls.
    await waitFor(() => expect(shownTitles()).toEqual(titles));
  });

  it('shows every job for an unknown department or location, and clears that filter from the URL', async () => {
    renderOpenings('/careers?category=marketing&location=damascus&q=a');
    await screen.findByRole('list', { name: 'Job openings' });
    expect(department()).toHaveDisplayValue('All Departments');
    expect(location()).toHaveDisplayValue('All Locations');
    expect(shownTitles()).toHaveLength(3);
    await waitFor(() => expect(routerLocation().search).toBe('?q=a'));
  });

  it("says 'No job listings match your search criteria.' and offers to clear the filters", async () => {
    const user = userEvent.setup();
    renderOpenings('/careers?q=astronaut&category=security');
    expect(await screen.findByText('No job listings match your search criteria.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Job openings' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(shownTitles()).toHaveLength(3);
    expect(search()).toHaveValue('');
    expect(department()).toHaveDisplayValue('All Departments');
    expect(routerLocation().search).toBe('');
  });

  it('reads the jobs once from GET /api/careers with credentials', async () => {
    const { fetchMock } = renderOpenings();
    await screen.findByRole('list', { name: 'Job openings' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/careers', expect.objectContaining({ credentials: 'include' }));
  });
});
