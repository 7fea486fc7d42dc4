import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, StaticRouter, useLocation } from 'react-router-dom';
import { brand } from 'shared-ui';
import { Header } from './header';

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current location">{location.pathname + location.hash}</output>;
}

const page: ReactNode = (
  <>
    <Header />
    <p>Page content</p>
    <Routes>
      <Route path="*" element={<LocationProbe />} />
    </Routes>
  </>
);

function renderHeader(url = '/') {
  return render(<MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>);
}

/** The header as the server sends it, in the document, with no script of the app run. */
function serverRendered(url = '/'): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<StaticRouter location={url}>{page}</StaticRouter>);
  document.body.append(container);
  return container;
}

// jsdom has no Popover API: the browser's part (open, close, Escape, light dismiss) is for the e2e specs.
const withPopover = (nav: HTMLElement) => Object.assign(nav, { hidePopover: jest.fn() });

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
// jsdom's roles give a summary none; browsers expose it as a button.
const servicesSummary = () => screen.getByText('Services').closest('summary') as HTMLElement;
const serviceLink = (name: string) => within(mainNav()).getByRole('link', { name });
const menuToggle = () => screen.getByRole('button', { name: /Open menu/ });
const currentLocation = () => screen.getByRole('status', { name: 'Current location' });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Header', () => {
  it('reserves the bold width of every label, so the active link turning bold moves nothing', () => {
    renderHeader('/about');
    const labels = mainNav().querySelectorAll('[data-label]');
    expect(labels).toHaveLength(6);
    for (const label of labels) expect(label).toHaveAttribute('data-label', label.textContent);
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

    await user.click(servicesSummary());
    const services: [string, string][] = [
      ['E-Government Solutions', '/services/e-government'],
      ['Encryption Technologies', '/services/encryption'],
      ['Cybersecurity Services', '/services/cybersecurity'],
      ['AI/LLM Solutions', '/services/ai-solutions'],
    ];
    for (const [name, href] of services) {
      expect(serviceLink(name)).toBeVisible();
      expect(serviceLink(name)).toHaveAttribute('href', href);
    }
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
    expect(servicesSummary()).not.toHaveAttribute('aria-current');
  });

  it('marks the Services summary and the open service on a service page', () => {
    renderHeader('/services/encryption');
    expect(servicesSummary()).toHaveAttribute('aria-current', 'true');
    expect(serviceLink('Home')).not.toHaveAttribute('aria-current');
    expect(serviceLink('Encryption Technologies')).toHaveAttribute('aria-current', 'page');
  });

  it('leads to the same page in the other language and marks the link for remember-locale.ts', () => {
    renderHeader('/careers?category=security');
    for (const link of screen.getAllByRole('link', { name: 'العربية' })) {
      expect(link).toHaveAttribute('href', '/ar/careers?category=security');
      expect(link).toHaveAttribute('data-remember-locale', 'ar');
    }
  });

  describe('as the server sends it, before or without hydration', () => {
    it('has a Services disclosure that opens natively, with the service links in it', async () => {
      const user = userEvent.setup();
      const container = serverRendered();
      const summary = within(container).getByText('Services').closest('summary');
      const details = summary?.parentElement;
      expect(details?.tagName).toBe('DETAILS');
      expect(details).not.toHaveAttribute('open');
      const link = within(container).getByRole('link', { name: 'Cybersecurity Services' });
      expect(link).toHaveAttribute('href', '/services/cybersecurity');
      expect(link).not.toBeVisible();

      await user.click(summary as HTMLElement);
      expect(link).toBeVisible();
    });

    it('has a menu toggle that opens the navigation as a popover', () => {
      const container = serverRendered();
      const nav = within(container).getByRole('navigation', { name: 'Main' });
      expect(nav).toHaveAttribute('popover', 'auto');
      const toggle = within(container).getByRole('button', { name: /Open menu/ });
      expect(toggle).toHaveAttribute('popovertarget', nav.id);
      expect(within(nav).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
      // CSS shows one of the two names, by the popover's state.
      expect(within(toggle).getByText('Open menu')).toHaveClass('visually-hidden', 'whenMenuClosed');
      expect(within(toggle).getByText('Close menu')).toHaveClass('visually-hidden', 'whenMenuOpen');
    });

    it('writes no aria-expanded or hidden of its own: the browser tells and shows what is open', () => {
      const container = serverRendered();
      expect(container.querySelector('[aria-expanded], [hidden]')).toBeNull();
    });

    it('keeps what the visitor opened before hydration open, and hydrates without a mismatch', async () => {
      const container = serverRendered('/about');
      const details = container.querySelector('details') as HTMLDetailsElement;
      details.open = true;
      const nav = withPopover(within(container).getByRole('navigation', { name: 'Main' }));
      const onRecoverableError = jest.fn();
      const consoleError = jest.spyOn(console, 'error');
      await act(async () => {
        hydrateRoot(container, <MemoryRouter initialEntries={['/about']}>{page}</MemoryRouter>, { onRecoverableError });
      });
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
      consoleError.mockRestore();
      expect(details.open).toBe(true);
      expect(nav.hidePopover).not.toHaveBeenCalled();
    });
  });

  describe('Services dropdown, hydrated', () => {
    // Whether the last Escape was taken as handled, which keeps the browser from closing the menu's popover.
    let escapeHandled: boolean | undefined;
    const recordEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') escapeHandled = event.defaultPrevented;
    };
    beforeEach(() => {
      escapeHandled = undefined;
      document.addEventListener('keydown', recordEscape);
    });
    afterEach(() => document.removeEventListener('keydown', recordEscape));

    it('opens and closes with a click on its summary', async () => {
      const user = userEvent.setup();
      renderHeader();
      expect(serviceLink('Encryption Technologies')).not.toBeVisible();

      await user.click(servicesSummary());
      expect(serviceLink('Encryption Technologies')).toBeVisible();

      await user.click(servicesSummary());
      expect(serviceLink('Encryption Technologies')).not.toBeVisible();
    });

    it('closes on Escape, returns focus to the summary and keeps the Escape from the menu', async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.click(servicesSummary());
      await user.tab();
      expect(serviceLink('E-Government Solutions')).toHaveFocus();

      await user.keyboard('{Escape}');
      expect(serviceLink('E-Government Solutions')).not.toBeVisible();
      expect(servicesSummary()).toHaveFocus();
      expect(escapeHandled).toBe(true);
    });

    it('leaves Escape to the menu while closed', async () => {
      const user = userEvent.setup();
      renderHeader();
      servicesSummary().focus();
      await user.keyboard('{Escape}');
      expect(escapeHandled).toBe(false);
    });

    it('opens on ArrowDown and moves through the services with the arrow keys, Home and End', async () => {
      const user = userEvent.setup();
      renderHeader();
      servicesSummary().focus();
      await user.keyboard('{ArrowDown}');
      expect(serviceLink('E-Government Solutions')).toBeVisible();
      expect(serviceLink('E-Government Solutions')).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(serviceLink('Encryption Technologies')).toHaveFocus();
      await user.keyboard('{ArrowUp}{ArrowUp}');
      expect(serviceLink('AI/LLM Solutions')).toHaveFocus();
      await user.keyboard('{Home}');
      expect(serviceLink('E-Government Solutions')).toHaveFocus();
      await user.keyboard('{End}');
      expect(serviceLink('AI/LLM Solutions')).toHaveFocus();
    });

    it('closes when clicking outside', async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.click(servicesSummary());
      await user.click(screen.getByText('Page content'));
      expect(serviceLink('Encryption Technologies')).not.toBeVisible();
    });

    it('closes when focus moves on past the services', async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.click(servicesSummary());
      await user.tab({ shift: true });
      expect(serviceLink('Home')).toHaveFocus();
      expect(serviceLink('Encryption Technologies')).not.toBeVisible();
    });

    it('closes and navigates when a service is chosen', async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.click(servicesSummary());
      await user.click(serviceLink('AI/LLM Solutions'));
      expect(currentLocation()).toHaveTextContent('/services/ai-solutions');
      expect(serviceLink('AI/LLM Solutions')).not.toBeVisible();
    });
  });

  describe('mobile menu, hydrated', () => {
    it('closes on the next page', async () => {
      const user = userEvent.setup();
      renderHeader();
      const nav = withPopover(mainNav());
      expect(menuToggle()).toHaveAttribute('aria-controls', nav.id);

      await user.click(within(nav).getByRole('link', { name: 'Careers' }));
      expect(currentLocation()).toHaveTextContent('/careers');
      expect(nav.hidePopover).toHaveBeenCalledTimes(1);
    });

    it('navigates where the Popover API is missing', async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.click(within(mainNav()).getByRole('link', { name: 'About' }));
      expect(currentLocation()).toHaveTextContent('/about');
    });
  });
});
