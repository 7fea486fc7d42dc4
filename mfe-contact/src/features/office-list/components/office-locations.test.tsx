import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from 'contracts';
import { deferred, type FakeAnswer, mockFetch, renderWithProviders } from 'shared-ui/test-utils';
import { OfficeLocations } from './office-locations';

const office = (slug: string, name: string, description: string, services: string[]): Location => ({
  slug,
  name,
  description,
  address: `1 Main Street, ${name}`,
  latitude: 0,
  longitude: 0,
  phone: '+1 312 555 0100',
  email: `${slug}@meridian-consulting.example`,
  hours: 'Monday–Friday, 9:00–18:00',
  timezone: `Zone/${name}`,
  services,
});

const offices = [
  office('doha', 'Doha', 'Gulf Regional Office', ['E-Government Solutions', 'Cybersecurity Services']),
  office('chicago', 'Chicago', 'Global Headquarters', ['Encryption Technologies']),
  office('riyadh', 'Riyadh', 'Saudi Arabia Office', ['AI/LLM Solutions']),
];

const officeButton = (name: string) => screen.getByRole('button', { name });
const servicesOf = (name: string) => screen.queryByText(`Services at ${name}`);

function renderLoaded() {
  mockFetch({ 'GET /api/locations': { body: offices } });
  renderWithProviders(<OfficeLocations />);
  return screen.findByRole('button', { name: 'Chicago' });
}

describe('OfficeLocations', () => {
  it("is the '#locations' section with its heading and subtitle", async () => {
    mockFetch({ 'GET /api/locations': { body: offices } });
    const { container } = renderWithProviders(<OfficeLocations />);
    const section = screen.getByRole('region', { name: 'Our Office Locations' });
    expect(container.querySelector('section#locations')).toBe(section);
    expect(section).toHaveTextContent(/headquarters are in Chicago.*international offices are in the Middle East/);
    await screen.findByRole('button', { name: 'Chicago' });
  });

  it('shows a spinner while loading, then one card per office with its details', async () => {
    const answer = deferred<FakeAnswer>();
    mockFetch({ 'GET /api/locations': () => answer.promise });
    renderWithProviders(<OfficeLocations />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading office locations');

    answer.resolve({ body: offices });
    await screen.findByRole('button', { name: 'Chicago' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Doha',
      'Chicago',
      'Riyadh',
    ]);
    const doha = within(officeButton('Doha').closest('li') as HTMLElement);
    expect(doha.getByText('Gulf Regional Office')).toBeInTheDocument();
    expect(doha.getByText('1 Main Street, Doha')).toBeInTheDocument();
    expect(doha.getByRole('link', { name: 'doha@meridian-consulting.example' })).toHaveAttribute(
      'href',
      'mailto:doha@meridian-consulting.example',
    );
    expect(doha.getByText(/Monday–Friday, 9:00–18:00/)).toHaveTextContent('Zone/Doha');
  });

  it('selects Chicago on first view and lists its services', async () => {
    await renderLoaded();
    expect(officeButton('Chicago')).toHaveAttribute('aria-expanded', 'true');
    expect(officeButton('Doha')).toHaveAttribute('aria-expanded', 'false');
    expect(servicesOf('Chicago')).toBeVisible();
    expect(screen.getByText('Encryption Technologies')).toBeVisible();
    expect(servicesOf('Doha')).not.toBeVisible();
  });

  it('selects another office on click, collapsing the previous one', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    await user.click(officeButton('Doha'));
    expect(officeButton('Doha')).toHaveAttribute('aria-expanded', 'true');
    expect(officeButton('Chicago')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Cybersecurity Services')).toBeVisible();
    expect(servicesOf('Chicago')).not.toBeVisible();
  });

  it('collapses the selected office when it is chosen again', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    await user.click(officeButton('Chicago'));
    expect(officeButton('Chicago')).toHaveAttribute('aria-expanded', 'false');
    expect(servicesOf('Chicago')).not.toBeVisible();
    await user.click(officeButton('Chicago'));
    expect(officeButton('Chicago')).toHaveAttribute('aria-expanded', 'true');
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])('selects an office from the keyboard with %s', async (_name, key) => {
    const user = userEvent.setup();
    await renderLoaded();
    await user.tab();
    expect(officeButton('Doha')).toHaveFocus();
    await user.keyboard(key);
    expect(officeButton('Doha')).toHaveAttribute('aria-expanded', 'true');
    expect(servicesOf('Doha')).toBeVisible();
  });

  it('keeps the e-mail a link of its own inside the card', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    const link = screen.getByRole('link', { name: 'riyadh@meridian-consulting.example' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(officeButton('Riyadh')).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when the offices cannot be loaded and loads them again with Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    mockFetch({
      'GET /api/locations': () => {
        calls += 1;
        return calls === 1 ? { status: 503, statusText: 'Service Unavailable' } : { body: offices };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<OfficeLocations />);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load our office locations.");
    expect(screen.getByRole('heading', { level: 2, name: 'Our Office Locations' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Chicago' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(2));
  });
});
