import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { CheckboxField, FormField, SelectField, TextareaField, TextField } from './form-field';

describe('FormField', () => {
  it('labels its control and ties the hint and the error to it', () => {
    render(
      <FormField id="email" label="Email" required hint="We reply here." error="Please enter a valid email address">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We reply here. Please enter a valid email address');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
  });

  it("says '(optional)' for an optional field and describes nothing without hint or error", () => {
    render(
      <FormField id="site" label="Website" optional>
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Website (optional)' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });
});

describe('CheckboxField', () => {
  it('labels the checkbox and ties its error to it', () => {
    render(<CheckboxField id="agree" label="I agree" error="You must agree to the terms" aria-required="true" />);
    const checkbox = screen.getByRole('checkbox', { name: 'I agree' });
    expect(checkbox).toHaveAccessibleDescription('You must agree to the terms');
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('TextField, TextareaField and SelectField', () => {
  it('render the FormField markup around their control, the control taking the rest of the props and the ref', () => {
    const ref = createRef<HTMLInputElement>();
    const onBlur = jest.fn();
    render(
      <TextField
        id="name"
        label="Full name"
        required
        error="Name is required"
        ref={ref}
        name="name"
        onBlur={onBlur}
        type="text"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('id', 'name');
    expect(input).toHaveAttribute('name', 'name');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'name-error');
    expect(input).toHaveAccessibleDescription('Name is required');
    input.focus();
    input.blur();
    expect(onBlur).toHaveBeenCalled();
  });

  it('tie a textarea to its hint', () => {
    render(<TextareaField id="message" label="Message" hint="0 / 1000 characters" rows={6} />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '6');
    expect(textarea).toHaveAccessibleDescription('0 / 1000 characters');
  });

  it('list the options of a select after its placeholder', () => {
    const options = [
      { value: 'a', label: 'First' },
      { value: 'b', label: 'Second' },
    ];
    render(<SelectField id="pick" label="Pick one" placeholder="Select one" options={options} />);
    const select = screen.getByRole('combobox', { name: 'Pick one' });
    expect([...(select as HTMLSelectElement).options].map((option) => [option.value, option.text])).toEqual([
      ['', 'Select one'],
      ['a', 'First'],
      ['b', 'Second'],
    ]);
  });
});
