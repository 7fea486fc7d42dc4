import { render, screen, within } from '@testing-library/react';
import { brand } from 'contracts/brand';
import { SocialLinks } from './social-links';

test('lists every social profile of the brand, each opening in a new tab', () => {
  render(<SocialLinks />);
  const links = within(screen.getByRole('list', { name: 'Social media' })).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(brand.social.map((profile) => profile.url));
  for (const [index, profile] of brand.social.entries()) {
    expect(links[index]).toHaveAccessibleName(`${profile.label} (opens in a new tab)`);
    expect(links[index]).toHaveAttribute('target', '_blank');
    expect(links[index]).toHaveAttribute('rel', 'noopener noreferrer');
  }
});
