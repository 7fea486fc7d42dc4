import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useToastStore } from 'shared-ui';
import { shownToast } from 'shared-ui/test-utils';
import { JOB_CONTENT } from '../job-content';
import { SharePosition } from './share-position';

const PAGE_URL = 'http://localhost/careers/penetration-tester';

function setNavigator(features: { share?: Navigator['share']; clipboard?: Partial<Clipboard> }) {
  Object.defineProperty(navigator, 'share', { value: features.share, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: features.clipboard, configurable: true });
}

// A plain click: user-event would put its own clipboard in place of the test's.
async function clickShare() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Share Position' }));
  });
}

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  window.history.replaceState(null, '', '/careers/penetration-tester?q=x#top');
});

afterEach(() => setNavigator({}));

describe('SharePosition', () => {
  it("uses the device's share sheet with the title and the page's link", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const writeText = jest.fn();
    setNavigator({ share, clipboard: { writeText } });
    render(<SharePosition title="Penetration Tester" />);
    await clickShare();
    expect(share).toHaveBeenCalledWith({ title: 'Penetration Tester', url: PAGE_URL });
    expect(writeText).not.toHaveBeenCalled();
    expect(shownToast()).toBeUndefined();
  });

  it('does nothing more when the visitor closes the share sheet', async () => {
    const writeText = jest.fn();
    setNavigator({
      share: jest.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError')),
      clipboard: { writeText },
    });
    render(<SharePosition title="Penetration Tester" />);
    await clickShare();
    expect(navigator.share).toHaveBeenCalled();
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it.each([
    ['there is no share sheet', undefined],
    ['sharing fails', jest.fn().mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError'))],
  ])("copies the link and says 'Link copied to clipboard' when %s", async (_case, share) => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setNavigator({ share, clipboard: { writeText } });
    render(<SharePosition title="Penetration Tester" />);
    await clickShare();
    await waitFor(() => expect(shownToast()).toEqual({ ...JOB_CONTENT.linkCopiedToast, variant: 'default' }));
    expect(writeText).toHaveBeenCalledWith(PAGE_URL);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it.each([
    ['the clipboard refuses', { writeText: jest.fn().mockRejectedValue(new Error('denied')) }],
    ['there is no clipboard', undefined],
  ])('shows the link selected in a field when %s', async (_case, clipboard) => {
    setNavigator({ clipboard });
    render(<SharePosition title="Penetration Tester" />);
    await clickShare();
    const field = await screen.findByRole('textbox', { name: 'Copy this link to share the position' });
    expect(field).toHaveValue(PAGE_URL);
    expect(field).toHaveFocus();
    const input = field as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, PAGE_URL.length]);
    expect(shownToast()).toBeUndefined();
  });
});
