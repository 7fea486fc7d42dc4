/**
 * The contact rules that need no zod, for pages that must stay light (see careers-rules.ts).
 * The schemas are in contact.ts.
 */
export const CONTACT_EMAIL_MAX = 100;
export const COMPANY_MAX = 100;
export const CONTACT_PHONE_MAX = 20;
export const SIGNAL_MAX = 50;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;

export const SERVICE_OPTIONS = [
  { value: 'e-government', label: 'E-Government Solutions' },
  { value: 'encryption', label: 'Encryption Technologies' },
  { value: 'cybersecurity', label: 'Cybersecurity Services' },
  { value: 'ai-llm', label: 'AI/LLM Development' },
  { value: 'other', label: 'Other' },
] as const;

/** The office selected first. */
export const DEFAULT_LOCATION_SLUG = 'chicago';
