import type { ApplicationInput, ContactEnquiryInput } from 'contracts';

/** A contact enquiry as the wizard sends it (optional strings sent as ''); no `locale`, as clients from before it send it. */
export function validEnquiry(overrides: Partial<Record<keyof ContactEnquiryInput, unknown>> = {}): Record<string, unknown> {
  return {
    name: 'Layla Al-Mansouri',
    email: 'layla.almansouri@ministry.example',
    company: 'Ministry of Digital Services',
    website: 'https://ministry.example',
    phone: '+974 4400 1234',
    signal: '@layla.01',
    service: 'e-government',
    message: 'We are modernising our permit services and would like to discuss a citizen portal.',
    privacy: true,
    botcheck: '',
    ...overrides,
  };
}

export const COVER_LETTER =
  'I have spent six years leading incident response for a national CERT, building its threat-hunting ' +
  'practice and training analysts across three agencies. I would bring that experience to your team.';

/** An application as JSON (no file, so a resume link); no `locale`, as clients from before it send it. */
export function validApplication(overrides: Partial<Record<keyof ApplicationInput, unknown>> = {}): Record<string, unknown> {
  return {
    fullName: 'Omar Saleh',
    email: 'omar.saleh@candidate.example',
    phone: '+971 50 555 0199',
    coverLetter: COVER_LETTER,
    resumeLink: 'https://cv.candidate.example/omar-saleh.pdf',
    portfolioLink: 'https://github.com/omar-saleh-example',
    years: '5-10',
    agree: true,
    ...overrides,
  };
}
