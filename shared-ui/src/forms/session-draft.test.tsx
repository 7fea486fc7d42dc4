import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { clearSessionDraft, clearSessionDrafts, readSessionDraft, useSessionDraft, writeSessionDraft } from './session-draft';

interface Note {
  title: string;
  text: string;
}

const KEY = 'staff:draft:note';
const titleOnly = (stored: unknown) =>
  typeof stored === 'object' && stored !== null && 'title' in stored && typeof stored.title === 'string'
    ? { title: stored.title }
    : undefined;

beforeEach(() => window.sessionStorage.clear());

describe('a draft in sessionStorage', () => {
  it('is written, read back and cleared under its key', () => {
    writeSessionDraft(KEY, { title: 'Call back' });
    expect(readSessionDraft(KEY)).toEqual({ title: 'Call back' });
    clearSessionDraft(KEY);
    expect(readSessionDraft(KEY)).toBeNull();
  });

  it('keeps only what the picker allows, and reads nothing of another shape', () => {
    writeSessionDraft(KEY, { title: 'Call back', file: 'cv.pdf' }, titleOnly);
    expect(JSON.parse(window.sessionStorage.getItem(KEY) ?? '')).toEqual({ title: 'Call back' });
    window.sessionStorage.setItem(KEY, '{"title":7}');
    expect(readSessionDraft(KEY, titleOnly)).toBeNull();
    window.sessionStorage.setItem(KEY, '[1]');
    expect(readSessionDraft(KEY)).toBeNull();
    window.sessionStorage.setItem(KEY, 'not json');
    expect(readSessionDraft(KEY)).toBeNull();
  });

  it('clears every draft under a prefix and nothing else', () => {
    writeSessionDraft('staff:draft:a', { title: 'a' });
    writeSessionDraft('staff:draft:b', { title: 'b' });
    writeSessionDraft('careers:application-draft:x', { title: 'x' });
    clearSessionDrafts('staff:draft:');
    expect(Object.keys(window.sessionStorage)).toEqual(['careers:application-draft:x']);
  });

  it('does without storage when the browser refuses it', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeSessionDraft(KEY, { title: 'a' })).not.toThrow();
    expect(readSessionDraft(KEY)).toBeNull();
    getItem.mockRestore();
    setItem.mockRestore();
  });
});

function NoteForm() {
  const form = useForm<Note>({ defaultValues: { title: '', text: '' } });
  const restored = useSessionDraft(KEY, form);
  return (
    <form>
      {restored && <p role="status">Restored</p>}
      <input aria-label="Title" {...form.register('title')} />
      <input aria-label="Text" {...form.register('text')} />
    </form>
  );
}

describe('useSessionDraft', () => {
  it('keeps what is typed, and forgets it once the form is back to its defaults', async () => {
    const user = userEvent.setup();
    render(<NoteForm />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Hi');
    expect(readSessionDraft(KEY)).toEqual({ title: 'Hi', text: '' });
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    expect(readSessionDraft(KEY)).toBeNull();
  });

  it('restores the draft once the form is shown and says so', async () => {
    writeSessionDraft(KEY, { text: 'Call back on Monday' });
    await act(async () => render(<NoteForm />));
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('Call back on Monday');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Restored');
  });
});
