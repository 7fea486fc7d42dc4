import { screen, waitFor, within } from '@testing-library/react';
import type { Location } from 'contracts';
import { mockFetch, renderWithProviders } from 'shared-ui/test-utils';
import { OfficeList } from './office-list';

const offices: Location[] = [
  {
    slug: 'chicago',
    name: 'Chicago',
    description: 'Global Headquarters',
    address: '233 South Wacker Drive, Chicago, IL 60606, United States',
    latitude: 41.8789,
    longitude: -87.6359,
    phone: '+1 (312) 555-0148',
    email: 'chicago@meridian-consulting.example',
    hours: 'Monday–Friday, 9:00–18:00',
    timezone: 'America/Chicago',
    services: ['E-Government', 'Cybersecurity'],
  },
  {
    slug: 'doha',
    name: 'Doha',
    description: 'Gulf Regional Office',
    address: 'West Bay, Doha, Qatar',
    latitude: 25.3213,
    longitude: 51.5301,
    phone: '+974 4400 1234',
    email: 'doha@meridian-consulting.example',
    hours: 'Sunday–Thursday, 8:00–17:00',
    timezone: 'Asia/Qatar',
    services: ['Encryption'],
  },
];

describe('OfficeList', () => {
  it('shows a spinner, then each office from GET /api/locations', async () => {
    const fetchMock = mockFetch({ 'GET /api/locations': { body: offices } });
    renderWithProviders(<OfficeList />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading office locations');

    const list = await screen.findByRole('list');
    expect(screen.queryByText('Loading office locations')).not.toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 4 }).textContent)).toEqual(['Chicago', 'Doha']);
    const doha = within(items[1] as HTMLElement);
    expect(doha.getByText('West Bay, Doha, Qatar')).toBeInTheDocument();
    expect(doha.getByRole('link', { name: 'doha@meridian-consulting.example' })).toHaveAttribute(
      'href',
      'mailto:doha@meridian-consulting.example',
    );
    expect(doha.getByRole('link', { name: '+974 4400 1234' })).toHaveAttribute('href', 'tel:+97444001234');
    expect(doha.getByText(/Sunday–Thursday, 8:00–17:00/)).toHaveTextContent('(Asia/Qatar)');
    expect(fetchMock).toHaveBeenCalledWith('/api/locations', expect.objectContaining({ credentials: 'include' }));
  });

  it('logs a failure, stops loading and shows no list', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ 'GET /api/locations': { status: 500, statusText: 'Internal Server Error' } });
    renderWithProviders(<OfficeList />);
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Could not load office locations', expect.any(Error)));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('treats an answer of the wrong shape as a failure', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ 'GET /api/locations': { body: [{ slug: 'doha' }] } });
    renderWithProviders(<OfficeList />);
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});
