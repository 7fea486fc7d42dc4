import { render, screen, within } from '@testing-library/react';
import { SERVICE_IDS, SERVICE_SUMMARIES } from 'contracts/service-ids';
import { MemoryRouter } from 'react-router-dom';
import { brand } from 'shared-ui';
import { Footer } from './footer';

function renderFooter() {
  return render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
}

afterEach(() => {
  jest.useRealTimers();
});

describe('Footer', () => {
  it('shows the copyright line with the current year', () => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2031-07-01T12:00:00Z'));
    renderFooter();
    expect(screen.getByText(`© 2031 ${brand.name}. All rights reserved.`)).toBeInTheDocument();
  });

  it('tells since when and from where the company works', () => {
    renderFooter();
    expect(screen.getByText(`Delivering advanced technology solutions since ${brand.foundedYear}.`)).toBeInTheDocument();
    expect(screen.getByText(`Headquartered in ${brand.headquarters.city} with locations worldwide.`)).toBeInTheDocument();
  });

  it.each([
    ['Services', SERVICE_IDS.map((id) => SERVICE_SUMMARIES[id].title)],
    ['Company', ['About Us', 'Careers', 'News', 'Our Locations', 'Contact']],
    ['Legal', ['Terms of Service', 'Privacy Policy', 'Cookie Policy', 'Security', 'Compliance', 'Sitemap']],
  ])('lists the %s links under their heading', (title, names) => {
    renderFooter();
    const group = screen.getByRole('heading', { level: 2, name: title }).parentElement as HTMLElement;
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(names);
  });

  it('points Our Locations at the home page section', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'Our Locations' })).toHaveAttribute('href', '/#locations');
  });

  it('lists the social profiles of the brand, each opening in a new tab', () => {
    renderFooter();
    const links = within(screen.getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(brand.social.map((profile) => profile.url));
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
    }
  });
});
