import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { brand } from 'shared-ui';
import { HEADER_FIXED_AFTER_PX, Header } from './header';
import { useMenuStore } from './menu-store';

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current location">{location.pathname + location.hash}</output>;
}

function renderHeader(url = '/') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Header />
      <p>Page content</p>
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const servicesButton = () => screen.getByRole('button', { name: 'Services' });
const currentLocation = () => screen.getByRole('status', { name: 'Current location' });

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { value, configurable: true, writable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  useMenuStore.setState({ isOpen: false });
  setScrollY(0);
});

describe('Header', () => {
  it('reserves the bold width of every label, so the active link turning bold moves nothing', () => {
    renderHeader('/about');
    for (const link of within(mainNav()).getAllByRole('link').slice(0, 5)) {
      const label = link.querySelector('[data-label]');
      expect(label).toHaveAttribute('data-label', link.textContent);
    }
  });

  it('links the company name home and renders every spec link', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(screen.getByRole('link', { name: brand.name })).toHaveAttribute('href', '/');
    const nav = within(mainNav());
    const expected: [string, string][] = [
      ['Home', '/'],
      ['About', '/about'],
      ['Locations', '/#locations'],
      ['Careers', '/careers'],
      ['Contact', '/contact'],
      ['Get a Consultation', '/contact'],
    ];
    for (const [name, href] of expected) expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);

    await user.click(servicesButton());
    const services: [string, string][] = [
      ['E-Government Solutions', '/services/e-government'],
      ['Encryption Technologies', '/services/encryption'],
      ['Cybersecurity Services', '/services/cybersecurity'],
      ['AI/LLM Solutions', '/services/ai-solutions'],
    ];
    for (const [name, href] of services) expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it.each([
    ['/about', 'About'],
    ['/careers', 'Careers'],
    ['/contact', 'Contact'],
    ['/', 'Home'],
    ['/#locations', 'Locations'],
  ])('marks only the current link at %s (%s)', (url, name) => {
    renderHeader(url);
    const current = within(mainNav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toEqual([within(mainNav()).getByRole('link', { name })]);
    expect(servicesButton()).not.toHaveAttribute('aria-current');
  });

  it('marks the Services button and the open service on a service page', async () => {
    const user = userEvent.setup();
    renderHeader('/services/encryption');
    expect(servicesButton()).toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await user.click(servicesButton());
    expect(screen.getByRole('link', { name: 'Encryption Technologies' })).toHaveAttribute('aria-current', 'page');
  });

  describe('Services dropdown', () => {
    it('opens and closes with a click', async () => {
      const user = userEvent.setup();
      renderHeader();
      expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('link', { name: 'Encryption Technologies' })).not.toBeInTheDocument();

      await user.click(servicesButton());
      expect(servicesButton()).toHaveAttribute('aria-expanded', 'true');
      expect(document.getElementById(servicesButton().getAttribute('aria-controls') ?? '')).toBeVisible();

      await user.click(servicesButton());
      expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('link', { name: 'Encryption Technologies' })).not.toBeInTheDocument();
    });

    it.each(['{Enter}', ' '])('opens from the keyboard with %s', async (key) => {
      const user = userEvent.setup();
      renderHeader();
      servicesButton().focus();
      await user.keyboard(key);
      expect(servicesButton()).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('link', { name: 'Cybersecurity Services' })).toBeVisible();
    });

    it('closes on Escape and returns focus to the button', async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.click(servicesButton());
      await user.tab();
      expect(screen.getByRole('link', { name: 'E-Government Solutions' })).toHaveFocus();

      await user.keyboard('{Escape}');
      expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
      expect(servicesButton()).toHaveFocus();
    });

    it('moves through the services with the arrow keys', async () => {
      const user = userEvent.setup();
      renderHeader();
      servicesButton().focus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('link', { name: 'E-Government Solutions' })).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('link', { name: 'Encryption Technologies' })).toHaveFocus();
      await user.keyboard('{ArrowUp}{ArrowUp}');
      expect(screen.getByRole('link', { name: 'AI/LLM Solutions' })).toHaveFocus();
    });

    it('closes when clicking outside', async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.click(servicesButton());
      await user.click(screen.getByText('Page content'));
      expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes when focus moves on past the services', async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.click(servicesButton());
      await user.tab({ shift: true });
      expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
      expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes and navigates when a service is chosen', async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.click(servicesButton());
      await user.click(screen.getByRole('link', { name: 'AI/LLM Solutions' }));
      expect(currentLocation()).toHaveTextContent('/services/ai-solutions');
      expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('mobile menu', () => {
    const openToggle = () => screen.getByRole('button', { name: 'Open menu' });

    it('opens and closes with the toggle', async () => {
      const user = userEvent.setup();
      renderHeader();
      expect(openToggle()).toHaveAttribute('aria-expanded', 'false');
      expect(openToggle()).toHaveAttribute('aria-controls', mainNav().id);

      await user.click(openToggle());
      const closeToggle = screen.getByRole('button', { name: 'Close menu' });
      expect(closeToggle).toHaveAttribute('aria-expanded', 'true');

      await user.click(closeToggle);
      expect(openToggle()).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes when a link is chosen', async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.click(openToggle());
      await user.click(within(mainNav()).getByRole('link', { name: 'Careers' }));
      expect(currentLocation()).toHaveTextContent('/careers');
      expect(openToggle()).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes on Escape and returns focus to the toggle', async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.click(openToggle());
      await user.tab();
      await user.keyboard('{Escape}');
      expect(openToggle()).toHaveAttribute('aria-expanded', 'false');
      expect(openToggle()).toHaveFocus();
    });

    it('stops the page behind it from scrolling while open', async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.click(openToggle());
      expect(document.documentElement.style.overflow).toBe('hidden');
      await user.keyboard('{Escape}');
      expect(document.documentElement.style.overflow).toBe('');
    });

    it('keeps the menu open when Escape only closes the Services dropdown', async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.click(openToggle());
      await user.click(servicesButton());
      await user.keyboard('{Escape}');
      expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    });
  });

  it('becomes fixed after scrolling past the threshold while its spacer keeps the layout', () => {
    renderHeader();
    const header = screen.getByRole('banner');
    const spacer = header.parentElement;
    expect(header).not.toHaveClass('isFixed');

    setScrollY(HEADER_FIXED_AFTER_PX);
    expect(header).not.toHaveClass('isFixed');

    setScrollY(HEADER_FIXED_AFTER_PX + 1);
    expect(header).toHaveClass('isFixed');
    expect(header.parentElement).toBe(spacer);
    expect(spacer).toHaveClass('spacer');

    setScrollY(0);
    expect(header).not.toHaveClass('isFixed');
  });
});
