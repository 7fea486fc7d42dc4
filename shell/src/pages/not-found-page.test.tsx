import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { brand } from 'shared-ui';
import { NotFoundPage } from './not-found-page';

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/news/a-story-without-a-route']}>
      <NotFoundPage />
    </MemoryRouter>,
  );
}

describe('NotFoundPage', () => {
  it('shows the spec texts and a way home', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('is titled and kept out of search engines', () => {
    renderPage();
    expect(document.title).toBe(`Page Not Found | ${brand.name}`);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
});
