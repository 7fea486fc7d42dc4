import { z } from 'zod';
import {
  COMPANY_MAX,
  CONTACT_EMAIL_MAX,
  CONTACT_PHONE_MAX,
  MESSAGE_MAX,
  MESSAGE_MIN,
  SERVICE_OPTIONS,
  SIGNAL_MAX,
} from './contact-rules';
import { optionalHttpUrl, optionalText, personName } from './fields';
import { submissionLocaleSchema } from './locales';

export * from './contact-rules';

const SERVICE_VALUES = SERVICE_OPTIONS.map((option) => option.value) as [
  (typeof SERVICE_OPTIONS)[number]['value'],
  ...(typeof SERVICE_OPTIONS)[number]['value'][],
];

/** Step 1 of the wizard: the fields Continue checks, plus the optional ones shown with them. */
export const contactPersonalSchema = z.strictObject({
  name: personName({
    min: 'Name must be at least 2 characters',
    max: 'Name cannot exceed 100 characters',
    invalid: 'Name contains invalid characters',
  }),
  email: z
    .string('Please enter a valid email address')
    .trim()
    .max(CONTACT_EMAIL_MAX, 'Email cannot exceed 100 characters')
    .pipe(z.email('Please enter a valid email address')),
  company: optionalText(COMPANY_MAX, 'Company name cannot exceed 100 characters'),
  website: optionalHttpUrl('Please enter a valid URL'),
  phone: optionalText(CONTACT_PHONE_MAX, 'Phone number cannot exceed 20 characters'),
  signal: optionalText(SIGNAL_MAX, 'Signal handle cannot exceed 50 characters'),
});

export const contactDetailsSchema = z.strictObject({
  service: z.enum(SERVICE_VALUES, 'Please select a service'),
  message: z
    .string('Message must be at least 10 characters')
    .trim()
    .min(MESSAGE_MIN, 'Message must be at least 10 characters')
    .max(MESSAGE_MAX, 'Message cannot exceed 2000 characters'),
  privacy: z.literal(true, 'You must agree to our privacy policy'),
});

/** The body of POST /api/contact. `botcheck` is the honeypot; `locale` the page's language. */
export const contactEnquirySchema = z.strictObject({
  ...contactPersonalSchema.shape,
  ...contactDetailsSchema.shape,
  botcheck: z.string().max(500).default(''),
  locale: submissionLocaleSchema,
});

export type ContactEnquiryInput = z.input<typeof contactEnquirySchema>;
export type ContactEnquiry = z.output<typeof contactEnquirySchema>;
export type ContactService = (typeof SERVICE_VALUES)[number];

/** A stored enquiry as the staff API returns it (already normalised: the URL is plain text). */
export const storedEnquirySchema = contactEnquirySchema.omit({ botcheck: true }).extend({
  website: z.string(),
  id: z.string(),
  receivedAt: z.iso.datetime(),
});
export type StoredEnquiry = z.infer<typeof storedEnquirySchema>;
