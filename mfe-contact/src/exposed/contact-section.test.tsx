import { screen, waitFor } from '@testing-library/react';
import { brand } from 'shared-ui';
import { mockFetch, renderWithProviders } from 'shared-ui/test-utils';
import ContactPage from './contact-page';
import ContactSection from './contact-section';
import ContactWizard from './contact-wizard';

const office = {
  slug: 'abu-dhabi',
  name: 'Abu Dhabi',
  description: 'UAE Office',
  address: 'Al Maryah Island, Abu Dhabi, United Arab Emirates',
  latitude: 24.5,
  longitude: 54.39,
  phone: '+971 2 555 0100',
  email: 'abudhabi@meridian-consulting.example',
  hours: 'Monday–Friday, 8:30–17:30',
  timezone: 'Asia/Dubai',
  services: ['Cybersecurity'],
};

describe('ContactSection', () => {
  it('is the #contact anchor with contact details, the wizard and the offices', async () => {
    mockFetch({ 'GET /api/locations': { body: [office] }, 'GET /api/services': { body: [] } });
    const { container } = renderWithProviders(<ContactSection />);
    expect(container.querySelector('section#contact')).toBe(screen.getByRole('region', { name: 'Get in Touch' }));
    expect(screen.getByRole('link', { name: brand.email })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Contact enquiry' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 4, name: 'Abu Dhabi' })).toBeInTheDocument();
  });

  it('leaves its office list out where the page shows the offices elsewhere (the home page)', async () => {
    mockFetch({ 'GET /api/locations': { body: [office] }, 'GET /api/services': { body: [] } });
    renderWithProviders(<ContactSection showOffices={false} />);
    expect(screen.getByRole('form', { name: 'Contact enquiry' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Our Offices' })).not.toBeInTheDocument();
  });

  it('queries GET /api/services and carries on when it fails', async () => {
    const fetchMock = mockFetch({
      'GET /api/locations': { body: [office] },
      'GET /api/services': { status: 500, statusText: 'Internal Server Error' },
    });
    renderWithProviders(<ContactSection />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/services', expect.anything()));
    expect(await screen.findByRole('heading', { level: 4, name: 'Abu Dhabi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Information' })).toBeInTheDocument();
  });
});

describe('ContactPage', () => {
  it("has one h1 'Contact Us' above the section, the form the shell gives it, and sets the page title", async () => {
    mockFetch({ 'GET /api/locations': { body: [] }, 'GET /api/services': { body: [] } });
    renderWithProviders(<ContactPage ContactWizard={ContactWizard} />, { route: '/contact' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Contact Us']);
    expect(screen.getByRole('heading', { level: 2, name: 'Get in Touch' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Contact enquiry' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Contact Us | ${brand.name}`));
  });
});
