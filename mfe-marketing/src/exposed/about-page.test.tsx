import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { brand } from 'shared-ui';
import AboutPage from './about-page';

function renderAbout() {
  return render(
    <MemoryRouter initialEntries={['/about']}>
      <AboutPage />
    </MemoryRouter>,
  );
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('AboutPage', () => {
  it('has one h1 and the sections of the spec in order', () => {
    renderAbout();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['About Us']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Our Story',
      'Our Journey',
      'Mission & Vision',
      'Leadership',
      'Work With Us',
    ]);
    expect(document.title).toBe(`About Us | ${brand.name}`);
  });

  it("tells the story: founded 2018, '5+ Years of Excellence', clients in over 20 countries", () => {
    renderAbout();
    const story = section('Our Story');
    expect(story.getByText(/was founded in 2018 in Chicago/)).toBeInTheDocument();
    expect(story.getByText(/clients in over 20 countries/)).toBeInTheDocument();
    expect(story.getByText('Years of Excellence').previousSibling).toHaveTextContent('5+');
  });

  it('shows the journey as an ordered list of years, oldest first, from the founding year', () => {
    renderAbout();
    const timeline = section('Our Journey').getByRole('list');
    expect(timeline.tagName).toBe('OL');
    const years = within(timeline)
      .getAllByRole('listitem')
      .map((item) => Number(item.textContent?.slice(0, 4)));
    expect(years[0]).toBe(2018);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(years.length).toBeGreaterThanOrEqual(5);
  });

  it('states the mission and the vision', () => {
    renderAbout();
    const missionAndVision = section('Mission & Vision');
    expect(missionAndVision.getByRole('heading', { level: 3, name: 'Our Mission' })).toBeInTheDocument();
    expect(missionAndVision.getByRole('heading', { level: 3, name: 'Our Vision' })).toBeInTheDocument();
  });

  it("profiles the founder and links to the founder's page", () => {
    renderAbout();
    const leadership = section('Leadership');
    expect(leadership.getByRole('heading', { level: 3, name: brand.founder.name })).toBeInTheDocument();
    expect(leadership.getByText(brand.founder.title)).toBeInTheDocument();
    expect(leadership.getByRole('link', { name: `Read ${brand.founder.name}'s profile` })).toHaveAttribute(
      'href',
      brand.founder.path,
    );
  });
});
