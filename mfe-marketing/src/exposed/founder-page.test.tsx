import { screen, within } from '@testing-library/react';
import { brand } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/test-utils';
import FounderPage from './founder-page';

function renderFounder() {
  return renderWithProviders(<FounderPage />, { route: brand.founder.path });
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('FounderPage', () => {
  it("is headed by the founder's name, with a contact button to /contact", () => {
    renderFounder();
    expect(screen.getByRole('heading', { level: 1, name: brand.founder.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Contact / })).toHaveAttribute('href', '/contact');
  });

  it('shows the biography, education and expertise', () => {
    renderFounder();
    expect(section('Biography').getAllByText(/./, { selector: 'p' }).length).toBeGreaterThanOrEqual(2);
    expect(section('Education').getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
    expect(section('Expertise').getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
  });

  it('lists three ventures founded in 2018, 2016 and 2018', () => {
    renderFounder();
    const ventures = section('Ventures').getAllByRole('listitem');
    expect(ventures).toHaveLength(3);
    expect(ventures.map((venture) => within(venture).getByText(/^Founded/).textContent)).toEqual([
      'Founded 2018',
      'Founded 2016',
      'Founded 2018',
    ]);
    expect(within(ventures[0] as HTMLElement).getByRole('heading', { level: 3, name: brand.name })).toBeInTheDocument();
  });

  it('is a profile page with Person JSON-LD', () => {
    renderFounder();
    expect(document.title).toContain(brand.founder.name);
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'profile');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${brand.siteUrl}${brand.founder.path}`);
    const person = Array.from(document.querySelectorAll('script[type="application/ld+json"]'))
      .map((script) => JSON.parse(script.textContent ?? ''))
      .find((graph) => graph['@type'] === 'Person');
    expect(person).toMatchObject({
      '@type': 'Person',
      name: brand.founder.name,
      jobTitle: brand.founder.title,
      worksFor: { '@type': 'Organization', name: brand.name },
    });
  });
});
