import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { createRemoteModules, type RemoteModules, RemoteModulesContext } from '../remotes/remote-modules';
import { FOOTER_PART, FooterWhenReached } from './footer-when-reached';

// jsdom has no IntersectionObserver: this one never reports a part in view.
window.IntersectionObserver = class {
  observe() {}
  disconnect() {}
} as never;

function NavigateTo({ path }: { path: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(path)}>
      Go to {path}
    </button>
  );
}

function page(modules: RemoteModules): ReactNode {
  const heading = (name: string) => (
    <>
      <h1>{name}</h1>
      <NavigateTo path="/about" />
    </>
  );
  return (
    <RemoteModulesContext.Provider value={modules}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={heading('Home')} />
          <Route path="/about" element={heading('About')} />
        </Routes>
        <FooterWhenReached />
      </MemoryRouter>
    </RemoteModulesContext.Provider>
  );
}

/**
 * The page as the server sends it, in the document: its renderer (ssr/render-page.tsx) waits for
 * every part, the footer's code too, as the second render here finds it loaded.
 */
async function serverRendered(): Promise<HTMLElement> {
  const onServer = () => page(createRemoteModules(undefined, { isServer: true }));
  renderToString(onServer());
  await act(() => import('./footer'));
  const container = document.createElement('div');
  container.innerHTML = renderToString(onServer());
  document.body.append(container);
  return container;
}

/** Hydrates it as the browser does: the footer waits until reached (bootstrap.tsx defers it). */
async function hydrate(container: HTMLElement) {
  const onRecoverableError = jest.fn();
  const modules = createRemoteModules(undefined, { deferred: new Set([FOOTER_PART]) });
  await act(async () => {
    hydrateRoot(container, page(modules), { onRecoverableError });
  });
  return onRecoverableError;
}

const footerPart = (container: HTMLElement) => container.querySelector(`[data-remote="${FOOTER_PART}"]`) as HTMLElement;

beforeEach(() => {
  // The last trigger, the browser's idle time after the load event, never comes here.
  window.requestIdleCallback = () => 0;
  window.cancelIdleCallback = () => {};
});
afterEach(() => {
  document.body.innerHTML = '';
});

test('the server renders the footer; the browser keeps that HTML and hydrates it once the visitor turns to it', async () => {
  const container = await serverRendered();
  const serverFooter = within(container).getByRole('contentinfo');
  expect(within(serverFooter).getByText(`© ${new Date().getFullYear()}`, { exact: false })).toBeInTheDocument();

  const onRecoverableError = await hydrate(container);
  expect(within(container).getByRole('contentinfo')).toBe(serverFooter);
  expect(footerPart(container)).not.toHaveAttribute('data-remote-hydrated');
  expect(footerPart(container)).toHaveAttribute('data-hydrate', 'when-reached');

  const about = within(serverFooter).getByRole('link', { name: 'About Us' });
  await act(async () => {
    about.dispatchEvent(new Event('focusin', { bubbles: true }));
  });
  await waitFor(() => expect(footerPart(container)).toHaveAttribute('data-remote-hydrated', 'true'));
  // Hydrated, not rendered anew: the server's elements are the footer's.
  expect(within(container).getByRole('contentinfo')).toBe(serverFooter);
  expect(onRecoverableError).not.toHaveBeenCalled();

  // A link of it now navigates in the app.
  await act(async () => {
    about.click();
  });
  expect(await within(container).findByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
});

test('a navigation before the footer is reached loads it at once, and the footer shows throughout', async () => {
  const container = await serverRendered();
  const serverFooter = within(container).getByRole('contentinfo');
  const onRecoverableError = await hydrate(container);
  let footerMissing = false;
  const observer = new MutationObserver(() => {
    footerMissing ||= container.querySelector('footer') === null;
  });
  observer.observe(container, { childList: true, subtree: true });

  await act(async () => {
    within(container).getByRole('button', { name: 'Go to /about' }).click();
  });
  expect(await within(container).findByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
  await waitFor(() => expect(footerPart(container)).toHaveAttribute('data-remote-hydrated', 'true'));
  observer.disconnect();
  expect(footerMissing).toBe(false);
  // Hydrated, not rendered anew.
  expect(within(container).getByRole('contentinfo')).toBe(serverFooter);
  expect(onRecoverableError).not.toHaveBeenCalled();
});

test('a page built in the browser, with no server HTML, shows the footer', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    createRoot(container).render(page(createRemoteModules()));
  });
  expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  await waitFor(() => expect(footerPart(container)).toHaveAttribute('data-remote-hydrated', 'true'));
});
