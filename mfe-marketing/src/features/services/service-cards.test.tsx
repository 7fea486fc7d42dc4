import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ServicesSection } from './service-cards';
import { services } from './services-content';

let canHover = true;

beforeEach(() => {
  canHover = true;
  window.matchMedia = jest.fn(() => ({
    matches: canHover,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as never;
});

function renderSection() {
  return render(
    <MemoryRouter>
      <ServicesSection />
    </MemoryRouter>,
  );
}

const cardOf = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('article') as HTMLElement;
const featureOf = (title: string, feature: string) => within(cardOf(title)).getByText(feature);

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

  it('shows a card’s four features while it is hovered, and hides them on leave', async () => {
    const user = userEvent.setup();
    renderSection();
    const [encryption] = services.filter((service) => service.id === 'encryption');
    if (!encryption) throw new Error('no encryption service');
    expect(featureOf(encryption.title, 'End-to-End Encryption')).not.toBeVisible();

    await user.hover(cardOf(encryption.title));
    for (const feature of encryption.features) expect(featureOf(encryption.title, feature)).toBeVisible();
    expect(featureOf('Cybersecurity Services', '24/7 Threat Monitoring')).not.toBeVisible();

    await user.unhover(cardOf(encryption.title));
    expect(featureOf(encryption.title, 'End-to-End Encryption')).not.toBeVisible();
  });

  it('shows the features while the card’s link has keyboard focus, and hides them when focus moves on', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Learn more about E-Government Solutions' })).toHaveFocus();
    expect(featureOf('E-Government Solutions', 'Citizen Portal Development')).toBeVisible();

    await user.tab();
    expect(featureOf('E-Government Solutions', 'Citizen Portal Development')).not.toBeVisible();
    expect(featureOf('Encryption Technologies', 'Secure Key Management')).toBeVisible();
  });

  it('always shows the features on a touch screen, which cannot hover', () => {
    canHover = false;
    renderSection();
    for (const service of services) {
      for (const feature of service.features) expect(featureOf(service.title, feature)).toBeVisible();
    }
  });
});
