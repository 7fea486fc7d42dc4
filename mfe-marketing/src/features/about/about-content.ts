import { brand } from 'shared-ui';
import type { Topic } from '../../components/topic-grid';

/** The About page's 'Our Story': the claimed figures. */
export const STORY_FIGURES = [
  { value: '5+', label: 'Years of Excellence' },
  { value: '20+', label: 'Countries with clients' },
  { value: '50+', label: 'Global Clients' },
  { value: '100+', label: 'Projects Delivered' },
] as const;

export interface Milestone {
  year: number;
  title: string;
  text: string;
}

/** 'Our Journey', oldest first. */
export const MILESTONES: readonly Milestone[] = [
  {
    year: brand.foundedYear,
    title: `${brand.shortName} is founded in Chicago`,
    text: `${brand.founder.name} starts the company with six engineers and one promise: technology that public institutions can trust.`,
  },
  {
    year: 2019,
    title: 'First national e-government platform',
    text: 'A bilingual citizen portal for a Gulf ministry goes live, and the Doha office opens to run it with the client.',
  },
  {
    year: 2020,
    title: 'Encryption practice and quantum-resistant research',
    text: 'We form a dedicated cryptography team and begin moving clients towards post-quantum key exchange.',
  },
  {
    year: 2021,
    title: 'Abu Dhabi and Riyadh offices',
    text: 'Two more offices bring our engineers closer to the agencies and banks we serve across the region.',
  },
  {
    year: 2022,
    title: 'ISO 27001 certification',
    text: 'Our information security management system is certified, and our 24/7 security operations centre opens.',
  },
  {
    year: 2023,
    title: 'AI/LLM practice and the Damascus office',
    text: 'We launch privately hosted language models for government service desks and open our Levant office.',
  },
  {
    year: 2024,
    title: 'Clients in over 20 countries',
    text: 'More than 50 clients and 100 projects later, we still put a senior engineer on every engagement.',
  },
];

export const MISSION_AND_VISION = [
  {
    title: 'Our Mission',
    text: 'To help governments and enterprises deliver digital services that are simple for the people who use them and secure for the institutions that run them.',
  },
  {
    title: 'Our Vision',
    text: 'A world where every citizen can reach public services online with confidence, because the technology behind them is open, accountable and safe.',
  },
] as const;

export interface AboutContent {
  figures: readonly { value: string; label: string }[];
  milestones: readonly Milestone[];
  missionAndVision: readonly Topic[];
}
