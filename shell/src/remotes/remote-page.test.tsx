import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageLoader } from './load-remote-page';
import { PageLoaderContext, RemotePage } from './remote-page';

function renderWithLoader(load: PageLoader) {
  return render(
    <PageLoaderContext.Provider value={load}>
      <RemotePage remote="mfe_marketing" expose="./CulturePage" props={{ greeting: 'from the shell' }} />
    </PageLoaderContext.Provider>,
  );
}

const pageModule = { default: ({ greeting }: { greeting?: string }) => <h1>Culture {greeting}</h1> };
const Broken = () => {
  throw new Error('render failed');
};

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
