import { brand } from 'shared-ui';

export interface CultureTopic {
  title: string;
  text: string;
}

export interface GrowthList {
  title: string;
  items: string[];
}

export const coreValues: CultureTopic[] = [
  {
    title: 'Integrity',
    text: 'Governments and enterprises trust us with their most sensitive systems. We earn that trust by being candid about risks, keeping our commitments and protecting client data as if it were our own.',
  },
  {
    title: 'Innovation',
    text: 'From quantum-resistant encryption to domain-tuned language models, we look for better answers to hard problems and turn promising research into dependable, production-ready solutions.',
  },
  {
    title: 'Inclusion',
    text: 'Our teams span continents, languages and backgrounds. We hire for different perspectives, share decisions openly and make sure every voice is heard before we commit to a direction.',
  },
  {
    title: 'Global Impact',
    text: 'The platforms we build serve citizens in many countries. We measure success by the public services that become faster, fairer and more secure because of our work.',
  },
  {
    title: 'Continuous Learning',
    text: 'Threats, standards and technologies change every month. We set aside time to study, certify and teach one another, so our clients always benefit from current expertise.',
  },
  {
    title: 'Collaboration',
    text: 'We work side by side with client teams rather than handing over finished boxes. Engineers, analysts and consultants plan together and share responsibility for the outcome.',
  },
];

export const lifeAtCompanyTitle = `Life at ${brand.shortName}`;

export const workplaceBenefits: CultureTopic[] = [
  {
    title: 'Work-Life Balance',
    text: 'Flexible hours, hybrid working across our offices and protected time off help you do focused work and still be present for the people who matter to you.',
  },
  {
    title: 'Global Collaboration',
    text: 'Work with colleagues in Chicago, Doha, Abu Dhabi, Riyadh and Damascus on programmes that cross borders, time zones and regulatory regimes.',
  },
  {
    title: 'Professional Growth',
    text: 'A personal learning budget, paid certification exams and clear progression paths make it easy to build the career you want.',
  },
  {
    title: 'Innovation Time',
    text: 'Dedicated time every quarter to prototype ideas, contribute to open-source security tools or explore a new technology with a small team.',
  },
];

export const growthLists: GrowthList[] = [
  {
    title: 'Learning & Development',
    items: [
      'Annual learning budget for courses, books and conferences',
      'Paid preparation and exam fees for certifications such as CISSP, OSCP and cloud architect tracks',
      'Internal academies on secure software design, applied cryptography and AI engineering',
      'Monthly knowledge-sharing sessions led by our practice leads',
    ],
  },
  {
    title: 'Mentorship & Coaching',
    items: [
      'A dedicated mentor from a different practice in your first year',
      'Regular one-to-one coaching conversations with your manager',
      'Peer code and architecture reviews that focus on learning, not blame',
      'Leadership coaching for new team leads and engagement managers',
    ],
  },
  {
    title: 'Career Advancement',
    items: [
      'Transparent career levels with published expectations for each role',
      'Twice-yearly growth reviews tied to goals you set together with your manager',
      'Opportunities to move between practices and international offices',
      'Internal applications considered first for every new leadership role',
    ],
  },
];

export interface CultureContent {
  coreValues: readonly CultureTopic[];
  lifeAtCompanyTitle: string;
  workplaceBenefits: readonly CultureTopic[];
  growthLists: readonly GrowthList[];
}
