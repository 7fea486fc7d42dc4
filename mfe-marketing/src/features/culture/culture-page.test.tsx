import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { brand } from 'shared-ui';
import { CulturePage } from './culture-page';

const SHORT_PARAGRAPH_MIN_CHARS = 40;

function renderPage() {
  return render(
    <MemoryRouter>
      <CulturePage />
    </MemoryRouter>,
  );
}

function sectionOf(headingName: string): HTMLElement {
  const section = screen.getByRole('heading', { level: 2, name: headingName }).closest('section');
  if (!section) throw new Error(`no section for ${headingName}`);
  return section;
}

describe('CulturePage', () => {
  it("shows one h1 'Our Culture' and sets the document title", () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Culture' })).toBeInTheDocument();
    expect(document.title).toContain('Our Culture');
  });

  it('lists the six core values, each with a paragraph', () => {
    renderPage();
    const values = within(sectionOf('Our Core Values')).getAllByRole('heading', { level: 3 });
    expect(values.map((heading) => heading.textContent)).toEqual([
      'Integrity',
      'Innovation',
      'Inclusion',
      'Global Impact',
      'Continuous Learning',
      'Collaboration',
    ]);
    for (const heading of values) {
      const paragraph = heading.nextElementSibling;
      expect(paragraph?.tagName).toBe('P');
      expect(paragraph?.textContent?.length).toBeGreaterThan(SHORT_PARAGRAPH_MIN_CHARS);
    }
  });

  it('shows four benefit cards under life at the company, with a link to /careers', () => {
    renderPage();
    const section = sectionOf(`Life at ${brand.shortName}`);
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Work-Life Balance', 'Global Collaboration', 'Professional Growth', 'Innovation Time']);
    expect(within(section).getByRole('link')).toHaveAttribute('href', '/careers');
  });

  it.each(['Learning & Development', 'Mentorship & Coaching', 'Career Advancement'])(
    "lists 3 to 5 growth items under '%s'",
    (title) => {
      renderPage();
      const items = within(screen.getByRole('list', { name: title })).getAllByRole('listitem');
      expect(items.length).toBeGreaterThanOrEqual(3);
      expect(items.length).toBeLessThanOrEqual(5);
    },
  );

  it("ends with a 'Join Our Team' call to action linking to /careers", () => {
    renderPage();
    expect(within(sectionOf('Join Our Team')).getByRole('link', { name: 'View Open Positions' })).toHaveAttribute(
      'href',
      '/careers',
    );
  });
});
