import { screen, within } from '@testing-library/react';
import { brand, headquartersAddress } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/test-utils';
import { ContactDetails } from './contact-details';

describe('ContactDetails', () => {
  it('shows the contact e-mail as a mailto link and the Chicago headquarters', () => {
    renderWithProviders(<ContactDetails />);
    expect(screen.getByRole('link', { name: brand.email })).toHaveAttribute('href', `mailto:${brand.email}`);
    expect(screen.getByText(headquartersAddress)).toHaveTextContent('Chicago');
  });

  it('links the social profiles of the brand: LinkedIn, X and Facebook', () => {
    renderWithProviders(<ContactDetails />);
    const social = within(screen.getByRole('list', { name: 'Social media' }));
    for (const profile of brand.social) {
      expect(social.getByRole('link', { name: new RegExp(`^${profile.label} `) })).toHaveAttribute('href', profile.url);
    }
    expect(brand.social.map((profile) => profile.label)).toEqual(['LinkedIn', 'X', 'Facebook']);
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
