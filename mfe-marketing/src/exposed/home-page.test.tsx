import { screen, within } from '@testing-library/react';
import { brand } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/test-utils';
import HomePage from './home-page';

function renderHome() {
  return renderWithProviders(
    <HomePage
      locationsSlot={<section id="locations" aria-label="Locations slot" />}
      contactSlot={<section id="contact" aria-label="Contact slot" />}
    />,
  );
}

const jsonLd = () =>
  Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((script) =>
    JSON.parse(script.textContent ?? ''),
  );

describe('HomePage', () => {
  it('places its sections and the two slots in the spec order', () => {
    const { container } = renderHome();
    const ids = Array.from(container.querySelectorAll('section[id]')).map((section) => section.id);
    expect(ids).toEqual(['home', 'services', 'about', 'locations', 'contact']);
    const closing = screen.getByRole('heading', { level: 2, name: 'Ready to Transform Your Digital Strategy?' });
    expect(container.querySelector('#contact')?.compareDocumentPosition(closing)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute('href', '/contact');
  });

  it('opens with the badge, one h1, the four statistics and the two buttons', () => {
    renderHome();
    const hero = screen.getByRole('region', { name: screen.getByRole('heading', { level: 1 }).textContent ?? '' });
    expect(hero).toHaveAttribute('id', 'home');
    expect(within(hero).getByText('Trusted by governments worldwide')).toBeInTheDocument();
    const figures = within(within(hero).getByRole('list', { name: 'Key figures' })).getAllByRole('listitem');
    expect(figures.map((figure) => figure.textContent)).toEqual([
      '5+Years of Excellence',
      '50+Global Clients',
      '4International Offices',
      '100+Projects Delivered',
    ]);
    expect(within(hero).getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services/e-government');
    expect(within(hero).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it("links 'Scroll down' to the services section, which takes focus there", () => {
    renderHome();
    const services = screen.getByRole('region', { name: 'Our Services' });
    expect(screen.getByRole('link', { name: 'Scroll down' })).toHaveAttribute('href', `#${services.id}`);
    expect(services).toHaveAttribute('tabindex', '-1');
  });

  it("claims ISO 27001 and 'Trusted by Governments' in the about section", () => {
    renderHome();
    const about = within(screen.getByRole('region', { name: 'A partner for work that cannot fail' }));
    expect(about.getByRole('heading', { level: 3, name: 'ISO 27001 Certified' })).toBeInTheDocument();
    expect(about.getByRole('heading', { level: 3, name: 'Trusted by Governments' })).toBeInTheDocument();
  });

  it('sets its metadata and the Organization JSON-LD from the brand module', () => {
    renderHome();
    expect(document.title).toContain(brand.name);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${brand.siteUrl}/`);
    const organization = jsonLd().find((graph) => graph['@type'] === 'Organization');
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: brand.name,
      url: brand.siteUrl,
      logo: `${brand.siteUrl}/logo.svg`,
      address: { '@type': 'PostalAddress', addressLocality: 'Chicago' },
      contactPoint: { '@type': 'ContactPoint', email: brand.email },
      sameAs: brand.social.map((profile) => profile.url),
    });
  });
});
