import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ServicesSection } from './service-cards';
import { services } from './services-content';

function renderSection() {
  return render(
    <MemoryRouter>
      <ServicesSection />
    </MemoryRouter>,
  );
}

const cardOf = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('article') as HTMLElement;

describe('ServicesSection', () => {
  it("is '#services' with four cards: title, description, image, icon and 'Learn more' to the service page", () => {
    const { container } = renderSection();
    expect(container.querySelector('section#services')).toBe(screen.getByRole('region', { name: 'Our Services' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      services.map((service) => service.title),
    );
    for (const service of services) {
      const card = within(cardOf(service.title));
      expect(card.getByText(service.description)).toBeInTheDocument();
      expect(cardOf(service.title).querySelectorAll('svg[aria-hidden="true"]').length).toBeGreaterThanOrEqual(2);
      expect(card.getByRole('link', { name: `Learn more about ${service.title}` })).toHaveAttribute('href', service.link);
    }
    expect(screen.getByRole('link', { name: 'Discuss Your Technology Needs' })).toHaveAttribute('href', '/contact');
  });

  it('gives every card its four features in the HTML, where screen readers read them whatever the pointer', () => {
    renderSection();
    for (const service of services) {
      const features = within(cardOf(service.title)).getAllByRole('listitem');
      expect(features.map((feature) => feature.textContent)).toEqual(service.features);
    }
  });
});
