import type { Topic } from '../../components/topic-grid';

/** The company's claimed figures, as the hero shows them. */
export const HERO_STATISTICS = [
  { value: '5+', label: 'Years of Excellence' },
  { value: '50+', label: 'Global Clients' },
  { value: '4', label: 'International Offices' },
  { value: '100+', label: 'Projects Delivered' },
] as const;

/** The home page's about section's two claims. */
export const TRUST_CLAIMS = [
  {
    title: 'ISO 27001 Certified',
    text: 'Our information security management system is certified to ISO/IEC 27001 and audited every year, so your data is handled to the standard regulators expect.',
  },
  {
    title: 'Trusted by Governments',
    text: 'Ministries, municipalities and public agencies in the United States and the Middle East rely on us for services their citizens use every day.',
  },
] as const;

export const SERVICES_ANCHOR = 'services';

export interface HomeContent {
  statistics: readonly { value: string; label: string }[];
  trustClaims: readonly Topic[];
}
