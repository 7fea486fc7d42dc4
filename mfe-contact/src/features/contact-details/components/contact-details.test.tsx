import { screen, within } from '@testing-library/react';
import { brand, headquartersAddress } from 'shared-ui';
import { renderWithProviders } from '../../../test-utils';
import { ContactDetails } from './contact-details';

describe('ContactDetails', () => {
  it('shows the contact e-mail as a mailto link and the Chicago headquarters', () => {
    renderWithProviders(<ContactDetails />);
    expect(screen.getByRole('link', { name: brand.email })).toHaveAttribute('href', `mailto:${brand.email}`);
    expect(screen.getByText(headquartersAddress)).toHaveTextContent('Chicago');
  });

  it('links LinkedIn, X and Facebook by name', () => {
    renderWithProviders(<ContactDetails />);
    const social = within(screen.getByRole('list', { name: 'Social media' }));
    expect(social.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', brand.social.linkedin.url);
    expect(social.getByRole('link', { name: 'X' })).toHaveAttribute('href', brand.social.x.url);
    expect(social.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', brand.social.facebook.url);
  });

  it("states the three promises of the 'Secure Communication' box", () => {
    renderWithProviders(<ContactDetails />);
    const box = within(screen.getByRole('region', { name: 'Secure Communication' }));
    expect(box.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Your information is encrypted and securely transmitted.',
      'We send a confirmation email to verify your submission.',
      'Our typical response time is 1-2 business days.',
    ]);
  });
});
