import { act, render, screen, waitFor } from '@testing-library/react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { applyServerErrors, focusFirstInvalid } from './server-errors';

interface Values {
  name: string;
  email: string;
  message: string;
}

const FIELD_ORDER = ['name', 'email', 'message'] as const;

function renderForm() {
  const form: { current: UseFormReturn<Values> } = { current: undefined as never };
  function Form() {
    form.current = useForm<Values>({ defaultValues: { name: '', email: '', message: '' } });
    return (
      <form>
        {FIELD_ORDER.map((field) => (
          <input key={field} aria-label={field} {...form.current.register(field)} />
        ))}
      </form>
    );
  }
  render(<Form />);
  return form;
}

describe('applyServerErrors', () => {
  it('shows each message at its field and focuses the first on screen, whatever order the server gave', async () => {
    const form = renderForm();
    act(() =>
      applyServerErrors(form.current, { message: 'Too short', email: 'Please enter a valid email address' }, FIELD_ORDER),
    );
    expect(form.current.getFieldState('email').error).toMatchObject({
      type: 'server',
      message: 'Please enter a valid email address',
    });
    expect(form.current.getFieldState('message').error).toMatchObject({ type: 'server', message: 'Too short' });
    expect(form.current.getFieldState('name').error).toBeUndefined();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'email' })).toHaveFocus());
  });

  it('leaves out a field the form does not have and focuses nothing without a message', async () => {
    const form = renderForm();
    act(() => applyServerErrors(form.current, { botcheck: 'Refused' }, FIELD_ORDER));
    for (const field of FIELD_ORDER) expect(form.current.getFieldState(field).error).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.body).toHaveFocus();
  });

  it('hands the field to focus to the caller when it asks', () => {
    const form = renderForm();
    const focus = jest.fn();
    act(() => applyServerErrors(form.current, { message: 'Too short', name: 'Required' }, FIELD_ORDER, focus));
    expect(focus).toHaveBeenCalledWith('name');
    expect(focus).toHaveBeenCalledTimes(1);
  });
});

describe('focusFirstInvalid', () => {
  it('focuses the first field in screen order that has an error', async () => {
    const form = renderForm();
    focusFirstInvalid(form.current, { message: { type: 'required' }, email: { type: 'pattern' } }, FIELD_ORDER);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'email' })).toHaveFocus());
  });
});
