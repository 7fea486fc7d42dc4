import { render, screen } from '@testing-library/react';
import { CheckboxField, FormField } from './form-field';

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
