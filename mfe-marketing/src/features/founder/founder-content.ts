import { brand } from 'shared-ui';

export const BIOGRAPHY = [
  `${brand.founder.name} grew up between Damascus and Chicago, and has spent his career at the meeting point of public service and secure engineering. Before founding ${brand.name}, he led the architecture of national identity and payment platforms for governments in the Gulf, and built security programmes for banks in the United States.`,
  `He founded ${brand.shortName} in ${brand.foundedYear} to bring senior engineering, cryptography and design to institutions that cannot afford to fail their citizens. He still reviews every major architecture the company delivers, and speaks regularly on digital government, post-quantum cryptography and the responsible use of AI in the public sector.`,
] as const;

export const EDUCATION = [
  { degree: 'M.S. in Computer Science (Information Security)', school: 'University of Illinois Chicago', year: 2010 },
  { degree: 'B.Eng. in Computer Engineering', school: 'Damascus University', year: 2007 },
  { degree: 'Executive Program in Public Leadership', school: 'Kellogg School of Management', year: 2019 },
] as const;

export const EXPERTISE = [
  'Digital government strategy',
  'Secure systems architecture',
  'Applied cryptography',
  'Post-quantum migration',
  'Cybersecurity programmes',
  'AI governance',
] as const;

export interface Venture {
  name: string;
  founded: number;
  role: string;
  text: string;
}

/** The founder page's three ventures, founded 2018, 2016 and 2018, in that order. */
export const VENTURES: readonly Venture[] = [
  {
    name: brand.name,
    founded: brand.foundedYear,
    role: 'Founder & CEO',
    text: 'E-government, encryption, cybersecurity and AI solutions for governments and enterprises, from Chicago to the Middle East.',
  },
  {
    name: 'Cedar Cipher Labs',
    founded: 2016,
    role: 'Co-founder',
    text: 'A research studio for practical cryptography, whose key-management tooling now protects payment systems in three countries.',
  },
  {
    name: 'Open Civic Stack',
    founded: 2018,
    role: 'Founder & board member',
    text: 'A non-profit that publishes open-source building blocks for accessible, bilingual public-service websites.',
  },
];

export interface FounderContent {
  biography: readonly string[];
  education: readonly { degree: string; school: string; year: number }[];
  expertise: readonly string[];
  ventures: readonly Venture[];
}
