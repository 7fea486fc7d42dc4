import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { brand } from 'shared-ui';
import { ServicePage } from './service-page';

/** Each service id with its four features; titles as the site names them. */
const SERVICES = [
  {
    id: 'e-government',
    title: 'E-Government Solutions',
    features: [
      'Citizen Portal Development',
      'Digital Document Management',
      'Secure Payment Processing',
      'Administrative Workflow Automation',
    ],
  },
  {
    id: 'encryption',
    title: 'Encryption Technologies',
    features: ['End-to-End Encryption', 'Quantum-Resistant Algorithms', 'Secure Key Management', 'Data Protection Compliance'],
  },
  {
    id: 'cybersecurity',
    title: 'Cybersecurity Services',
    features: ['24/7 Threat Monitoring', 'Penetration Testing', 'Security Policy Development', 'Incident Response Planning'],
  },
  {
    id: 'ai-solutions',
    title: 'AI/LLM Solutions',
    features: ['Natural Language Processing', 'Custom LLM Development', 'Predictive Analytics', 'AI-Powered Automation'],
  },
];

/** The per-service anchors the sitemap page links to. */
const SITEMAP_ANCHORS = [
  '/services/e-government#overview',
  '/services/e-government#features',
  '/services/e-government#case-studies',
  '/services/encryption#solutions',
  '/services/encryption#implementations',
  '/services/cybersecurity#assessments',
  '/services/cybersecurity#incident-response',
  '/services/ai-solutions#custom-models',
  '/services/ai-solutions#integration',
];

const SECTION_IDS = ['overview', 'features', 'implementations', 'technology-stack', 'metrics', 'case-studies'];

// The sidebar comes first in the page's order, so a phone reaches 'Contact Our Team' early.
const SECTION_HEADINGS = [
  'Benefits',
  'Ready to get started?',
  'Overview',
  'Key Features',
  'Implementation Solutions',
  'Technology Stack',
  'Success Metrics',
  'Case Study',
  'Explore Other Services',
];

const SHORT_PARAGRAPH_MIN_CHARS = 40;

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/services/:serviceId" element={<ServicePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

function sectionOf(headingName: string): HTMLElement {
  const section = screen.getByRole('heading', { level: 2, name: headingName }).closest('section');
  if (!section) throw new Error(`no section for ${headingName}`);
  return section;
}

function metaContent(name: string): string | null | undefined {
  return document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
}

beforeEach(() => {
  document.title = '';
  document.head.innerHTML = '';
});

describe.each(SERVICES)('ServicePage for $id', ({ id, title, features }) => {
  const path = `/services/${id}`;

  it('shows the title as the one h1 and sets the page title and description', () => {
    renderAt(path);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} | ${brand.name}`);
    expect(metaContent('description')?.length).toBeGreaterThan(SHORT_PARAGRAPH_MIN_CHARS);
    expect(metaContent('robots')).toBe('index, follow');
  });

  it("has a hero with 'Back to Home', the description and 'Request a Consultation' to /contact", () => {
    renderAt(path);
    const hero = screen.getByRole('heading', { level: 1 }).closest('header');
    if (!hero) throw new Error('no hero');
    expect(within(hero).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(within(hero).getByRole('link', { name: 'Request a Consultation' })).toHaveAttribute('href', '/contact');
    expect(
      within(hero)
        .getAllByRole('paragraph')
        .some((p) => (p.textContent ?? '').length > SHORT_PARAGRAPH_MIN_CHARS),
    ).toBe(true);
  });

  it('shows its sections in order, h2 each', () => {
    renderAt(path);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(SECTION_HEADINGS);
  });

  it('gives every body section its anchor id', () => {
    renderAt(path);
    for (const sectionId of SECTION_IDS) {
      expect(document.getElementById(sectionId)?.tagName).toBe('SECTION');
    }
  });

  it('shows an overview paragraph', () => {
    renderAt(path);
    const paragraph = within(sectionOf('Overview')).getByRole('paragraph');
    expect(paragraph.textContent?.length).toBeGreaterThan(SHORT_PARAGRAPH_MIN_CHARS * 5);
  });

  it("lists the spec's four key features", () => {
    renderAt(path);
    const items = within(screen.getByRole('list', { name: 'Key Features' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(features);
  });

  it('shows three implementation cards, each with a description', () => {
    renderAt(path);
    const cards = within(sectionOf('Implementation Solutions')).getAllByRole('heading', { level: 3 });
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(card.nextElementSibling?.textContent?.length).toBeGreaterThan(SHORT_PARAGRAPH_MIN_CHARS);
    }
  });

  it('lists the technology stack, each with a description', () => {
    renderAt(path);
    const items = within(sectionOf('Technology Stack')).getAllByRole('heading', { level: 3 });
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const item of items) {
      expect(item.nextElementSibling?.textContent?.length).toBeGreaterThan(SHORT_PARAGRAPH_MIN_CHARS / 2);
    }
  });

  it('shows four metric tiles, each with a value, a label and a description', () => {
    renderAt(path);
    const tiles = within(screen.getByRole('list', { name: 'Success Metrics' })).getAllByRole('listitem');
    expect(tiles).toHaveLength(4);
    for (const tile of tiles) {
      expect(within(tile).getByRole('heading', { level: 3 }).textContent).not.toBe('');
      const [value, description] = within(tile).getAllByRole('paragraph');
      expect(value?.textContent).toMatch(/\d/);
      expect(description?.textContent?.length).toBeGreaterThan(SHORT_PARAGRAPH_MIN_CHARS / 2);
    }
  });

  it('shows a case study with a title and text', () => {
    renderAt(path);
    const section = sectionOf('Case Study');
    expect(within(section).getByRole('heading', { level: 3 }).textContent).not.toBe('');
    expect(within(section).getByRole('paragraph').textContent?.length).toBeGreaterThan(SHORT_PARAGRAPH_MIN_CHARS * 5);
  });

  it("has a sidebar with the benefits and 'Contact Our Team' to /contact", () => {
    renderAt(path);
    const sidebar = screen.getByRole('complementary');
    expect(
      within(within(sidebar).getByRole('list', { name: 'Benefits' })).getAllByRole('listitem').length,
    ).toBeGreaterThanOrEqual(3);
    expect(within(sidebar).getByRole('heading', { level: 2, name: 'Ready to get started?' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute('href', '/contact');
  });

  it('offers exactly three other services, never this one, each with a title, text and Learn more link', () => {
    renderAt(path);
    const section = sectionOf('Explore Other Services');
    const others = SERVICES.filter((service) => service.id !== id);
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(others.map((service) => `/services/${service.id}`));
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(others.map((service) => service.title));
    for (const [index, link] of links.entries()) {
      expect(link).toHaveAccessibleName(`Learn more about ${others[index]?.title}`);
      const card = link.closest('article');
      expect(card?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      expect(within(card!).getByText(/.{40,}/)).toBeInTheDocument();
    }
  });
});

describe('ServicePage anchors', () => {
  it.each(SITEMAP_ANCHORS)('%s resolves to an element of the page', (url) => {
    const [path = '', anchor = ''] = url.split('#');
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Service Not Found');
    expect(document.querySelectorAll(`[id="${anchor}"]`)).toHaveLength(1);
  });
});

describe('ServicePage for an unknown id', () => {
  it.each(['/services/ai-llm', '/services/unknown', '/services/constructor'])(
    "%s shows 'Service Not Found' and a way home",
    (path) => {
      renderAt(path);
      expect(screen.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeInTheDocument();
      expect(screen.getByText("The service you're looking for doesn't exist.")).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
      expect(screen.queryByRole('link', { name: 'Request a Consultation' })).not.toBeInTheDocument();
      expect(document.title).toBe(`Service Not Found | ${brand.name}`);
      expect(metaContent('robots')).toBe('noindex, nofollow');
    },
  );
});

describe('ServicePage navigation', () => {
  it("moves to another service through 'Learn more'", async () => {
    const user = userEvent.setup();
    renderAt('/services/e-government');
    await user.click(screen.getByRole('link', { name: 'Learn more about AI/LLM Solutions' }));
    expect(screen.getByRole('heading', { level: 1, name: 'AI/LLM Solutions' })).toBeInTheDocument();
    expect(document.title).toBe(`AI/LLM Solutions | ${brand.name}`);
    expect(screen.getByRole('link', { name: 'Learn more about E-Government Solutions' })).toBeInTheDocument();
  });
});
