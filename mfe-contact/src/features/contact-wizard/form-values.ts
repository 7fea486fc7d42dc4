import type { ContactService } from 'contracts';

/** What the fields hold; the schema turns it into a ContactEnquiry or the spec's messages. */
export interface ContactFormValues {
  name: string;
  email: string;
  company: string;
  website: string;
  phone: string;
  signal: string;
  /** '' is the 'Select a service' placeholder. */
  service: ContactService | '';
  message: string;
  privacy: boolean;
  /** The honeypot; people never see it. */
  botcheck: string;
}

export type ContactFormField = keyof ContactFormValues;

export const EMPTY_FORM: ContactFormValues = {
  name: '',
  email: '',
  company: '',
  website: '',
  phone: '',
  signal: '',
  service: '',
  message: '',
  privacy: false,
  botcheck: '',
};

/** Continue checks only these; company is optional by its own rule. */
export const CONTINUE_FIELDS = ['name', 'email', 'company'] as const satisfies ContactFormField[];

/** Every field in the order the visitor meets them. */
export const FORM_FIELDS = Object.keys(EMPTY_FORM) as ContactFormField[];

const PERSONAL_FIELDS: readonly ContactFormField[] = ['name', 'email', 'company', 'website', 'phone', 'signal'];

export function isPersonalField(name: ContactFormField): boolean {
  return PERSONAL_FIELDS.includes(name);
}
