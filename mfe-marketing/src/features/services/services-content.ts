import type { Service } from 'contracts';
import { SERVICE_IDS, SERVICE_SUMMARIES, type ServiceId } from 'contracts/service-ids';
import { servicePath } from './service-rules';

/** Line icons drawn as inline SVG (service-artwork.tsx). */
export type ServiceIconName = 'landmark' | 'lock' | 'shield' | 'chip';

/** Decorative artwork drawn in CSS and SVG: the site ships no photos and loads nothing external. */
export type ServiceArtwork = 'civic' | 'cipher' | 'radar' | 'network';

/**
 * A service line (static content), as its card shows it on the home page and beside the other
 * services' pages. What only its own page shows is in service-details.ts, which the home page
 * does not load.
 */
export interface ServiceContent extends Service {
  icon: ServiceIconName;
  image: ServiceArtwork;
  link: string;
  /** Exactly four; the card shows them while hovered or focused (see docs/decisions.md). */
  features: readonly [string, string, string, string];
  /** Element id of the Key Features list, when the sitemap links to it. */
  featuresAnchorId?: string;
}

// Titles and descriptions come from contracts' SERVICE_SUMMARIES, shared with the API.
const cards: Record<ServiceId, Omit<ServiceContent, 'id' | 'link' | 'title' | 'description'>> = {
  'e-government': {
    icon: 'landmark',
    image: 'civic',
    features: [
      'Citizen Portal Development',
      'Digital Document Management',
      'Secure Payment Processing',
      'Administrative Workflow Automation',
    ],
  },

  encryption: {
    icon: 'lock',
    image: 'cipher',
    features: ['End-to-End Encryption', 'Quantum-Resistant Algorithms', 'Secure Key Management', 'Data Protection Compliance'],
    featuresAnchorId: 'solutions',
  },

  cybersecurity: {
    icon: 'shield',
    image: 'radar',
    features: ['24/7 Threat Monitoring', 'Penetration Testing', 'Security Policy Development', 'Incident Response Planning'],
  },

  'ai-solutions': {
    icon: 'chip',
    image: 'network',
    features: ['Natural Language Processing', 'Custom LLM Development', 'Predictive Analytics', 'AI-Powered Automation'],
  },
};

/** What a service's card says besides its title (a shared name): its description and features. */
export type ServiceCardText = Record<ServiceId, Pick<ServiceContent, 'description' | 'features'>>;

/** The four services in the order of SERVICE_IDS (the site's order). */
export const services: readonly ServiceContent[] = SERVICE_IDS.map((id) => ({
  id,
  link: servicePath(id),
  ...SERVICE_SUMMARIES[id],
  ...cards[id],
}));
