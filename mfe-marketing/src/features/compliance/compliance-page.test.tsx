import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CompliancePage } from './compliance-page';

function renderPage() {
  return render(
    <MemoryRouter>
      <CompliancePage />
    </MemoryRouter>,
  );
}

function sectionOf(headingName: string): HTMLElement {
  const section = screen.getByRole('heading', { level: 2, name: headingName }).closest('section');
  if (!section) throw new Error(`no section for ${headingName}`);
  return section;
}

describe('CompliancePage', () => {
  it('shows one h1 and sets the document title', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Compliance');
    expect(document.title).toContain('Compliance');
  });

  it('shows the four framework cards', () => {
    renderPage();
    const titles = within(sectionOf('Our Compliance Framework')).getAllByRole('heading', { level: 3 });
    expect(titles.map((heading) => heading.textContent)).toEqual([
      'Data Protection',
      'Security Standards',
      'Industry Regulations',
      'Support',
    ]);
  });

  it('shows the process as four ordered steps', () => {
    renderPage();
    const steps = within(sectionOf('Our Compliance Process')).getByRole('list');
    expect(steps.tagName).toBe('OL');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
  });

  it('links to /contact', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Contact our compliance team' })).toHaveAttribute('href', '/contact');
  });
});
