import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { type PageLoader, retryingLoader } from './load-remote-page';
import { partOfBoundary, RemoteModule } from './remote-module';
import { createRemoteModules, type RemoteModules, RemoteModulesContext } from './remote-modules';
import { RemotePage } from './remote-page';
import { UnreachableParts } from './unreachable-parts';

function renderWithLoader(load: PageLoader, modules: RemoteModules = createRemoteModules(load)) {
  return render(
    <MemoryRouter>
      <RemoteModulesContext.Provider value={modules}>
        <RemotePage remote="mfe_marketing" expose="./CulturePage" props={{ greeting: 'from the shell' }} />
      </RemoteModulesContext.Provider>
    </MemoryRouter>,
  );
}

const pageModule = { default: ({ greeting }: { greeting?: string }) => <h1>Culture {greeting}</h1> };
const Broken = () => {
  throw new Error('render failed');
};

// jsdom has no IntersectionObserver: this one never reports a part in view.
window.IntersectionObserver = class {
  observe() {}
  disconnect() {}
} as never;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('shows the remote page with the props the shell passes', async () => {
  renderWithLoader(async () => pageModule as never);
  expect(await screen.findByRole('heading', { name: 'Culture from the shell' })).toBeInTheDocument();
});

test('asks the loader for the exposed module of the route', async () => {
  const load = jest.fn<ReturnType<PageLoader>, Parameters<PageLoader>>(async () => pageModule as never);
  renderWithLoader(load);
  await screen.findByRole('heading');
  expect(load).toHaveBeenCalledWith({ remote: 'mfe_marketing', expose: './CulturePage' });
});

test('shows the fallback with Retry when the remote is down, and Retry loads it again', async () => {
  const load = jest
    .fn<ReturnType<PageLoader>, Parameters<PageLoader>>()
    .mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'))
    .mockResolvedValue(pageModule as never);
  renderWithLoader(load);

  expect(await screen.findByRole('heading', { name: 'This page is temporarily unavailable' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('heading', { name: 'Culture from the shell' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('shows the fallback when a remote page throws while rendering', async () => {
  renderWithLoader(async () => ({ default: Broken }) as never);
  expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this part of the site.");
});

test('renders a module loaded already at once, without asking the loader', () => {
  const load = jest.fn<ReturnType<PageLoader>, Parameters<PageLoader>>();
  const modules = createRemoteModules(load);
  modules.loaded.set('mfe_marketing/CulturePage', pageModule as never);
  renderWithLoader(load, modules);
  expect(screen.getByRole('heading', { name: 'Culture from the shell' })).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});

test('keeps a loaded module for the next visit', async () => {
  const load = jest.fn<ReturnType<PageLoader>, Parameters<PageLoader>>(async () => pageModule as never);
  const modules = createRemoteModules(load);
  const { unmount } = renderWithLoader(load, modules);
  await screen.findByRole('heading');
  unmount();
  renderWithLoader(load, modules);
  expect(screen.getByRole('heading', { name: 'Culture from the shell' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('hydrates the fallback the server rendered for a module it could not load, then loads it in the browser', async () => {
  const load = jest.fn<ReturnType<PageLoader>, Parameters<PageLoader>>(async () => pageModule as never);
  const failedOnServer = () => createRemoteModules(load, { failedOnServer: new Set(['mfe_marketing/CulturePage']) });
  const page = (modules: RemoteModules) => (
    <MemoryRouter>
      <RemoteModulesContext.Provider value={modules}>
        <RemotePage remote="mfe_marketing" expose="./CulturePage" props={{ greeting: 'from the shell' }} />
      </RemoteModulesContext.Provider>
    </MemoryRouter>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(failedOnServer()));
  expect(container).toHaveTextContent('This page is temporarily unavailable');
  document.body.append(container);

  const onRecoverableError = jest.fn();
  await act(async () => {
    hydrateRoot(container, page(failedOnServer()), { onRecoverableError });
  });

  expect(await screen.findByRole('heading', { name: 'Culture from the shell' })).toBeInTheDocument();
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(load).toHaveBeenCalledTimes(1);
});

test("keeps the server's fallback in place while the browser tries the module again, and after that try fails too", async () => {
  let fail = (_error: Error) => {};
  const load = jest.fn<ReturnType<PageLoader>, Parameters<PageLoader>>(
    () =>
      new Promise((_resolve, reject) => {
        fail = reject;
      }),
  );
  const failedOnServer = () => createRemoteModules(load, { failedOnServer: new Set(['mfe_marketing/CulturePage']) });
  const page = (modules: RemoteModules) => (
    <MemoryRouter>
      <RemoteModulesContext.Provider value={modules}>
        <RemotePage remote="mfe_marketing" expose="./CulturePage" />
      </RemoteModulesContext.Provider>
    </MemoryRouter>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(failedOnServer()));
  document.body.append(container);

  await act(async () => {
    hydrateRoot(container, page(failedOnServer()));
  });
  expect(load).toHaveBeenCalledTimes(1);
  // No loading placeholder of another height in its place: the page does not move.
  expect(within(container).queryByRole('status')).not.toBeInTheDocument();
  expect(within(container).getByRole('heading', { name: 'This page is temporarily unavailable' })).toBeInTheDocument();

  await act(async () => fail(new Error('the remote is down')));
  expect(within(container).getByRole('heading', { name: 'This page is temporarily unavailable' })).toBeInTheDocument();
  expect(within(container).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('keeps the server HTML of a part hydrated once reached, and loads it when the visitor turns to it', async () => {
  const load = jest.fn<ReturnType<PageLoader>, Parameters<PageLoader>>(async () => pageModule as never);
  const section = (modules: RemoteModules) => (
    <MemoryRouter>
      <RemoteModulesContext.Provider value={modules}>
        <RemotePage remote="mfe_contact" expose="./ContactSection" props={{ greeting: 'from the shell' }} hydrate="reached" />
      </RemoteModulesContext.Provider>
    </MemoryRouter>
  );
  const container = document.createElement('div');
  const onServer = createRemoteModules(load, { isServer: true });
  onServer.loaded.set('mfe_contact/ContactSection', pageModule as never);
  container.innerHTML = renderToString(section(onServer));
  document.body.append(container);

  const onRecoverableError = jest.fn();
  const inBrowser = createRemoteModules(load, { deferred: new Set(['mfe_contact/ContactSection']) });
  await act(async () => {
    hydrateRoot(container, section(inBrowser), { onRecoverableError });
  });
  expect(within(container).getByRole('heading', { name: 'Culture from the shell' })).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
  const part = container.querySelector('[data-remote="mfe_contact/ContactSection"]');
  expect(part).not.toHaveAttribute('data-remote-hydrated');

  await act(async () => {
    within(container)
      .getByRole('heading')
      .dispatchEvent(new Event('pointerdown', { bubbles: true }));
  });
  expect(load).toHaveBeenCalledWith({ remote: 'mfe_contact', expose: './ContactSection' });
  expect(within(container).getByRole('heading', { name: 'Culture from the shell' })).toBeInTheDocument();
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(part).toHaveAttribute('data-remote-hydrated', 'true');
});

test("loads a page's own parts beside it, so the part the page renders shows at once", async () => {
  const requested: string[] = [];
  let showPage = () => {};
  const pageShown = new Promise<void>((resolve) => {
    showPage = resolve;
  });
  const formModule = { default: () => <form aria-label="Contact enquiry" /> };
  const load: PageLoader = async ({ expose }) => {
    requested.push(expose);
    if (expose === './ContactWizard') return formModule as never;
    await pageShown;
    return { default: ({ Form }: { Form: ComponentType }) => <Form /> } as never;
  };
  const modules = createRemoteModules(load);
  const Form = () => <RemotePage remote="mfe_contact" expose="./ContactWizard" slot />;
  render(
    <MemoryRouter>
      <RemoteModulesContext.Provider value={modules}>
        <RemotePage
          remote="mfe_contact"
          expose="./ContactPage"
          props={{ Form }}
          alongside={[{ remote: 'mfe_contact', expose: './ContactWizard' }]}
        />
      </RemoteModulesContext.Provider>
    </MemoryRouter>,
  );
  await act(async () => {});
  expect(requested).toEqual(['./ContactWizard', './ContactPage']);

  await act(async () => showPage());
  expect(screen.getByRole('form', { name: 'Contact enquiry' })).toBeInTheDocument();
  expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
  expect(requested).toHaveLength(2);
});

test('a part left before it was reached loads at once when the visitor comes back to it', async () => {
  const load = jest.fn<ReturnType<PageLoader>, Parameters<PageLoader>>(async () => pageModule as never);
  const modules = createRemoteModules(load, { deferred: new Set(['mfe_contact/ContactSection']) });
  const section = (
    <MemoryRouter>
      <RemoteModulesContext.Provider value={modules}>
        <RemotePage remote="mfe_contact" expose="./ContactSection" props={{ greeting: 'again' }} hydrate="reached" />
      </RemoteModulesContext.Provider>
    </MemoryRouter>
  );
  const first = render(section);
  await act(async () => {});
  expect(load).not.toHaveBeenCalled();
  first.unmount();

  render(section);
  expect(await screen.findByRole('heading', { name: 'Culture again' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('keeps the server HTML of a section whose module cannot load once reached, and what was typed in it, with a notice and Retry after it; Retry, once it can load, hydrates it', async () => {
  const formModule = {
    default: () => (
      <form aria-label="Contact enquiry">
        <input aria-label="Full name" />
      </form>
    ),
  };
  let originDown = true;
  const load: PageLoader = async () => {
    if (originDown) throw new Error('Failed to fetch remoteEntry.js');
    return formModule as never;
  };
  const section = (modules: RemoteModules) => (
    <MemoryRouter>
      <RemoteModulesContext.Provider value={modules}>
        <RemotePage remote="mfe_contact" expose="./ContactSection" hydrate="reached" slot />
      </RemoteModulesContext.Provider>
    </MemoryRouter>
  );
  const container = document.createElement('div');
  const onServer = createRemoteModules(load, { isServer: true });
  onServer.loaded.set('mfe_contact/ContactSection', formModule as never);
  container.innerHTML = renderToString(section(onServer));
  document.body.append(container);

  const onRecoverableError = jest.fn();
  const unreachable = new UnreachableParts();
  const inBrowser = createRemoteModules(retryingLoader(load, unreachable), {
    deferred: new Set(['mfe_contact/ContactSection']),
    unreachable,
  });
  await act(async () => {
    hydrateRoot(container, section(inBrowser), { onRecoverableError });
  });
  const field = within(container).getByLabelText('Full name') as HTMLInputElement;
  field.value = 'Ada Lovelace';
  await act(async () => {
    field.dispatchEvent(new Event('focusin', { bubbles: true }));
  });

  const notice = await within(container).findByRole('alert');
  expect(notice).toHaveTextContent('This part of the site could not be loaded.');
  expect(within(container).getByLabelText('Full name')).toBe(field);
  expect(field).toHaveValue('Ada Lovelace');
  expect(within(container).queryByText('This page is temporarily unavailable')).not.toBeInTheDocument();
  // After the section, beside its form's last button: not in the part, which React cannot change yet.
  const part = container.querySelector('[data-remote="mfe_contact/ContactSection"]');
  expect(part?.nextElementSibling).toContainElement(notice);

  originDown = false;
  await userEvent.click(within(container).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(part).toHaveAttribute('data-remote-hydrated', 'true'));
  expect(within(container).queryByRole('alert')).not.toBeInTheDocument();
  expect(within(container).getByLabelText('Full name')).toBe(field);
  expect(field).toHaveValue('Ada Lovelace');
  expect(onRecoverableError).not.toHaveBeenCalled();
});

test("charges an error to the module whose boundary caught it: a section's, not the page's around it", async () => {
  const Section = () => {
    throw new Error('the section failed to render');
  };
  const HomePage = () => (
    <main>
      <h1>Home</h1>
      <RemoteModule remote="mfe_contact" expose="./ContactSection" slot />
    </main>
  );
  const modules = createRemoteModules(
    async ({ remote }) => ({ default: remote === 'mfe_contact' ? Section : HomePage }) as never,
  );
  const caught: (string | undefined)[] = [];
  const container = document.createElement('div');
  const root = createRoot(container, { onCaughtError: (_error, info) => caught.push(partOfBoundary(info.errorBoundary)) });
  await act(async () =>
    root.render(
      <MemoryRouter>
        <RemoteModulesContext.Provider value={modules}>
          <RemotePage remote="mfe_marketing" expose="./HomePage" />
        </RemoteModulesContext.Provider>
      </MemoryRouter>,
    ),
  );
  await waitFor(() => expect(caught).toEqual(['mfe_contact/ContactSection']));
  expect(container.querySelector('h1')?.textContent).toBe('Home');
  act(() => root.unmount());
});
