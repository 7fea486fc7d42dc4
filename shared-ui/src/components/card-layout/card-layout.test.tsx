import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CardLink, FiveCardGrid, StickyAside } from './card-layout';

describe('FiveCardGrid', () => {
  it('is a list of its cards', () => {
    render(
      <FiveCardGrid rows="three-two" aria-label="Offices">
        {['Chicago', 'Doha', 'Abu Dhabi', 'Riyadh', 'Damascus'].map((city) => (
          <li key={city}>{city}</li>
        ))}
      </FiveCardGrid>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('list', { name: 'Offices' })).toBeInTheDocument();
  });
});

describe('CardLink', () => {
  it('is a link to its page', () => {
    render(
      <MemoryRouter>
        <CardLink to="/careers/engineer">Engineer</CardLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Engineer' })).toHaveAttribute('href', '/careers/engineer');
  });
});

describe('StickyAside', () => {
  it('is a complementary landmark, or a plain div where it must not be one', () => {
    const { rerender } = render(
      <StickyAside besideFrom="64rem" aria-label="In brief">
        Facts
      </StickyAside>,
    );
    expect(screen.getByRole('complementary', { name: 'In brief' })).toHaveTextContent('Facts');
    rerender(
      <StickyAside besideFrom="64rem" as="div">
        Facts
      </StickyAside>,
    );
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
