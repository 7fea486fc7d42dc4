import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SecurityPage } from './security-page';

function renderPage() {
  return render(
    <MemoryRouter>
      <SecurityPage />
    </MemoryRouter>,
  );
}

function cardTitlesUnder(headingName: string): (string | null)[] {
  const section = screen.getByRole('heading', { level: 2, name: headingName }).closest('section');
  if (!section) throw new Error(`no section for ${headingName}`);
  return within(section)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

describe('SecurityPage', () => {
  it('shows one h1 and sets the document title', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Security');
    expect(document.title).toContain('Security');
  });

  it('shows the six approach cards', () => {
    renderPage();
    expect(cardTitlesUnder('Our Security Approach')).toEqual([
      'Infrastructure Security',
      'Data Encryption',
      'Application Security',
      'Compliance',
      'Access Controls',
      'Incident Response',
    ]);
  });

  it('shows the four certifications', () => {
    renderPage();
    expect(cardTitlesUnder('Certifications & Compliance')).toEqual(['ISO 27001', 'SOC 2 Type II', 'GDPR', 'HIPAA']);
  });

  it('offers a contact button-link to /contact', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Contact Our Security Team' })).toHaveAttribute('href', '/contact');
  });
});
