import { brand } from 'shared-ui';
import type { NewsCategory, NewsCategoryName } from './news-categories';

/** Decorative artwork drawn in CSS: the site ships no photos and loads nothing external. */
export type StoryArtwork = 'skyline' | 'vault' | 'campus' | 'portal' | 'trophy' | 'stage';

/** spec §3: news story (static). `date` is an ISO calendar date. */
export interface NewsStory {
  id: string;
  title: string;
  excerpt: string;
  date: string;
  author: string;
  category: NewsCategory;
  image: StoryArtwork;
  slug: string;
}

export const featuredStory: NewsStory = {
  id: 'news-1',
  title: `${brand.shortName} Opens a Security Operations Centre in Doha`,
  excerpt:
    'Our new round-the-clock operations centre gives government and enterprise clients across the Gulf local threat monitoring, faster incident response and data that stays within the region.',
  date: '2025-03-18',
  author: 'Leila Mansour',
  category: 'Company News',
  image: 'skyline',
  slug: 'security-operations-centre-doha',
};

export const latestStories: NewsStory[] = [
  {
    id: 'news-2',
    title: 'Introducing Quantum-Resistant Key Management for Public Agencies',
    excerpt:
      'Our key management platform now supports post-quantum algorithms, so agencies can protect long-lived records against tomorrow’s threats without replacing their existing systems.',
    date: '2025-02-25',
    author: 'Daniel Okafor',
    category: 'Product Launch',
    image: 'vault',
    slug: 'quantum-resistant-key-management',
  },
  {
    id: 'news-3',
    title: 'Partnering with Regional Universities to Grow Cybersecurity Talent',
    excerpt:
      'A new internship and research programme with universities in Riyadh and Abu Dhabi will train the next generation of security analysts on real-world defensive projects.',
    date: '2025-02-04',
    author: 'Sara Al-Khatib',
    category: 'Partnership',
    image: 'campus',
    slug: 'university-cybersecurity-talent-partnership',
  },
  {
    id: 'news-4',
    title: 'How a Municipal Government Cut Permit Processing Time by 60%',
    excerpt:
      'By moving paper permits to a secure citizen portal with automated workflows, a growing city reduced waiting times from weeks to days while improving audit trails.',
    date: '2025-01-15',
    author: 'Michael Brennan',
    category: 'Client Success',
    image: 'portal',
    slug: 'municipal-permit-processing-case-study',
  },
  {
    id: 'news-5',
    title: 'Recognised for Excellence in Public-Sector Cybersecurity',
    excerpt:
      'Our cybersecurity practice received an industry award for a national incident response programme that helped a ministry detect and contain threats in minutes instead of hours.',
    date: '2024-12-09',
    author: 'Leila Mansour',
    category: 'Awards',
    image: 'trophy',
    slug: 'public-sector-cybersecurity-award',
  },
  {
    id: 'news-6',
    title: 'Meet Our Team at the Digital Government Forum in Abu Dhabi',
    excerpt:
      'Our e-government and AI specialists will present practical lessons from deploying large language models in citizen services, with live demonstrations at our stand.',
    date: '2024-11-20',
    author: 'Youssef Karim',
    category: 'Events',
    image: 'stage',
    slug: 'digital-government-forum-abu-dhabi',
  },
];

/** spec §9: 6 stories, 1 featured and 5 in the grid. */
export const newsStories: NewsStory[] = [featuredStory, ...latestStories];

export interface NewsContent {
  /** Each category's name as its button and the stories' labels show it. */
  categoryNames: Record<NewsCategoryName, string>;
  featuredStory: NewsStory;
  latestStories: readonly NewsStory[];
}
