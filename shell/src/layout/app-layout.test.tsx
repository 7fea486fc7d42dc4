import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { brand } from 'shared-ui';
import { AppLayout } from './app-layout';

function renderLayout() {
  return render(
    <MemoryRouter initialEntries={['/about']}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="/about" element={<h1>About {brand.name}</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('AppLayout', () => {
  it('wraps the route page in header, main and footer', async () => {
    renderLayout();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: `About ${brand.name}` }));
    // The footer's code is a chunk of its own (footer-when-reached.tsx).
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('offers a skip link to the main content as the first stop', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();
    expect(skipLink).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });
});
