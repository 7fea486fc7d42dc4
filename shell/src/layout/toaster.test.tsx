import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_DURATION_MS, toast, useToastStore } from 'shared-ui';
import { Toaster } from './toaster';

beforeEach(() => {
  jest.useFakeTimers();
  useToastStore.setState({ toasts: [] });
});

afterEach(() => {
  jest.useRealTimers();
});

// Async: the card's code, a chunk of its own, loads with the first toast.
const raise = (input: Parameters<typeof toast>[0]) =>
  act(async () => {
    toast(input);
  });

describe('Toaster', () => {
  it('keeps both live regions in the page before any toast appears', () => {
    render(<Toaster />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
  });

  it('keeps the live region it shows a toast in: the one in the page before', async () => {
    render(<Toaster />);
    const status = screen.getByRole('status');
    await raise({ title: 'Link copied to clipboard' });
    expect(within(status).getByText('Link copied to clipboard')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBe(status);
  });

  it('announces a toast politely with its title and description', async () => {
    render(<Toaster />);
    await raise({ title: 'Message sent successfully!', description: "Thank you for your message. We'll get back to you soon." });
    const status = screen.getByRole('status');
    expect(within(status).getByText('Message sent successfully!')).toBeInTheDocument();
    expect(within(status).getByText("Thank you for your message. We'll get back to you soon.")).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows a destructive toast as an alert', async () => {
    render(<Toaster />);
    await raise({
      title: 'Error',
      description: 'There was an error submitting your application. Please try again.',
      variant: 'destructive',
    });
    expect(within(screen.getByRole('alert')).getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows one toast at a time: a second replaces the first', async () => {
    render(<Toaster />);
    await raise({ title: 'Link copied to clipboard' });
    await raise({ title: 'Security verification required', variant: 'destructive' });
    expect(screen.queryByText('Link copied to clipboard')).not.toBeInTheDocument();
    expect(screen.getByText('Security verification required')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(1);
  });

  it('disappears after the default display time', async () => {
    render(<Toaster />);
    await raise({ title: 'Application Submitted' });
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Application Submitted')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Application Submitted')).not.toBeInTheDocument();
  });

  it('gives a replacing toast its own full display time', async () => {
    render(<Toaster />);
    await raise({ title: 'First notice' });
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1000));
    await raise({ title: 'Second notice' });
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Second notice')).toBeInTheDocument();
  });

  it('closes with the dismiss button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Toaster />);
    await raise({ title: 'Link copied to clipboard', description: 'You can now share it with anyone' });
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Link copied to clipboard')).not.toBeInTheDocument();
  });

  it('stays while hovered, so there is time to read it', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Toaster />);
    await raise({ title: 'Application Submitted' });
    await user.hover(screen.getByText('Application Submitted'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.getByText('Application Submitted')).toBeInTheDocument();
    await user.unhover(screen.getByText('Application Submitted'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('Application Submitted')).not.toBeInTheDocument();
  });
});
