import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { LocaleContext, sharedNames } from 'shared-ui';
import { deferred, type FakeAnswer, mockFetch, renderWithProviders, sentBody } from 'shared-ui/test-utils';
import { marketingMessages } from '../../../messages';
import { NewsletterBox } from './newsletter-box';

const SUBSCRIBE = 'POST /api/newsletter/subscriptions';
const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

async function renderInArabic(ui: ReactElement) {
  await Promise.all([marketingMessages.load('ar'), sharedNames.load('ar')]);
  return renderWithProviders(<LocaleContext.Provider value="ar">{ui}</LocaleContext.Provider>, { route: '/ar/news' });
}

async function subscribe(email: string, button = 'Subscribe', label = 'Email address') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(label), email);
  await user.click(screen.getByRole('button', { name: button }));
}

describe('NewsletterBox', () => {
  it('sends the address with the page language and asks the visitor to confirm from their inbox', async () => {
    const fetchMock = mockFetch({
      [SUBSCRIBE]: { status: 202, body: { message: 'Check your inbox to confirm your subscription' } },
    });
    renderWithProviders(<NewsletterBox />, { route: '/news' });
    await subscribe('reader@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent('Check your inbox to confirm your subscription');
    expect(sentBody(fetchMock.mock.calls[0]?.[1])).toEqual({ email: 'reader@example.com', locale: 'en' });
  });

  it("shows the API's field message under the box, keeps what was typed and focuses it", async () => {
    mockFetch({
      [SUBSCRIBE]: {
        status: 400,
        body: { message: 'Validation failed', errors: { email: 'Please enter a valid email address' } },
      },
    });
    renderWithProviders(<NewsletterBox />, { route: '/news' });
    await subscribe('reader@');
    const email = screen.getByLabelText('Email address');
    expect(await screen.findByText('Please enter a valid email address')).toHaveAttribute(
      'id',
      email.getAttribute('aria-describedby'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('reader@');
    expect(email).toHaveFocus();
  });

  it.each<[string, FakeAnswer | undefined, string]>([
    [
      'a rate-limited answer',
      { status: 429, body: { message: 'Too many requests' } },
      'Too many subscriptions were sent from here. Please try again later.',
    ],
    [
      'a server error',
      { status: 500, body: { message: 'Internal Server Error' } },
      'Your subscription could not be saved. Please try again later.',
    ],
    ['no network', undefined, 'We could not reach our server. Please check your connection and try again.'],
  ])('says so clearly after %s, keeping the address', async (_case, answer, message) => {
    mockFetch(answer ? { [SUBSCRIBE]: answer } : {});
    renderWithProviders(<NewsletterBox />, { route: '/news' });
    await subscribe('reader@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email address')).toHaveValue('reader@example.com');
  });

  it('sends once while a subscription is on its way', async () => {
    const answer = deferred<FakeAnswer>();
    const fetchMock = mockFetch({ [SUBSCRIBE]: () => answer.promise });
    renderWithProviders(<NewsletterBox />, { route: '/news' });
    await subscribe('reader@example.com');
    expect(screen.getByRole('button', { name: 'Subscribing…' })).toBeDisabled();
    answer.resolve({ status: 202, body: { message: 'ok' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('answers in Arabic on the Arabic page, field messages included', async () => {
    const fetchMock = mockFetch({
      [SUBSCRIBE]: {
        status: 400,
        body: { message: 'Validation failed', errors: { email: 'Please enter a valid email address' } },
      },
    });
    await renderInArabic(<NewsletterBox />);
    await subscribe('qari@', 'اشتراك', 'البريد الإلكتروني');
    expect(await screen.findByText('يُرجى إدخال عنوان بريد إلكتروني صحيح')).toBeInTheDocument();
    expect(sentBody(fetchMock.mock.calls[0]?.[1])).toEqual({ email: 'qari@', locale: 'ar' });

    mockFetch({ [SUBSCRIBE]: { status: 202, body: { message: 'ok' } } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'اشتراك' }));
    expect(await screen.findByRole('status')).toHaveTextContent('يُرجى التحقق من بريدكم الوارد لتأكيد اشتراككم');
  });
});
