import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleContext, sharedNames } from 'shared-ui';
import { mockFetch, renderWithProviders, sentBody } from 'shared-ui/test-utils';
import NewsletterPage, { prefetch } from '../../../exposed/newsletter-page';
import { marketingMessages } from '../../../messages';
import { NewsletterButton } from './newsletter-button';

const PATH = '/newsletter/:action';
const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

const renderAt = (route: string) =>
  renderWithProviders(<NewsletterPage NewsletterButton={NewsletterButton} />, { route, path: PATH });

describe('the newsletter pages', () => {
  it('confirms with the token only once the button is pressed, and says so', async () => {
    const fetchMock = mockFetch({
      'POST /api/newsletter/confirmations': { body: { message: 'Your subscription is confirmed' } },
    });
    renderAt('/newsletter/confirm?token=abc.def');
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your subscription is confirmed. Thank you!');
    expect(sentBody(fetchMock.mock.calls[0]?.[1])).toEqual({ token: 'abc.def' });
    expect(screen.queryByRole('button', { name: 'Confirm subscription' })).not.toBeInTheDocument();
  });

  it('unsubscribes with the one-click answer a mail client sends', async () => {
    const url = '/api/newsletter/unsubscribe?token=abc.def';
    const fetchMock = mockFetch({ [`POST ${url}`]: { body: { message: 'You are unsubscribed' } } });
    renderAt('/newsletter/unsubscribe?token=abc.def');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are unsubscribed.');
    expect(sentBody(fetchMock.mock.calls[0]?.[1])).toEqual({ 'List-Unsubscribe': 'One-Click' });
  });

  it('says a link that is not ours is not valid, and keeps the button for another try after a network failure', async () => {
    mockFetch({ 'POST /api/newsletter/confirmations': { status: 404, body: { message: 'This link is not valid.' } } });
    renderAt('/newsletter/confirm?token=forged');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByRole('status')).toHaveTextContent('This link is not valid. Subscribe again to get a new one.');
    mockFetch({});
    await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We could not reach our server.');
  });

  it('shows no button without a token', () => {
    renderAt('/newsletter/unsubscribe');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('This link is not valid. Subscribe again to get a new one.')).toBeInTheDocument();
  });

  it('is a 404 for any other action', async () => {
    const prefetchOf = (action: string) => prefetch({} as never, { params: { action }, apiBase: '' } as never);
    await expect(prefetchOf('confirm')).resolves.toBeUndefined();
    await expect(prefetchOf('unsubscribe')).resolves.toBeUndefined();
    await expect(prefetchOf('delete')).resolves.toEqual({ status: 404 });
  });

  it('is in Arabic at /ar', async () => {
    await Promise.all([marketingMessages.load('ar'), sharedNames.load('ar')]);
    mockFetch({ 'POST /api/newsletter/unsubscribe?token=abc.def': { body: { message: 'ok' } } });
    renderWithProviders(
      <LocaleContext.Provider value="ar">
        <NewsletterPage NewsletterButton={NewsletterButton} />
      </LocaleContext.Provider>,
      { route: '/ar/newsletter/unsubscribe?token=abc.def', path: `/ar${PATH}` },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'إلغاء الاشتراك في النشرة الإخبارية' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'إلغاء الاشتراك' }));
    expect(await screen.findByRole('status')).toHaveTextContent('تم إلغاء اشتراككم.');
  });
});
