/**
 * The contracts' schemas the contact remote checks with, and so zod. Loaded only through
 * `loadSchemas()`, so zod (about 26 KB gzip) stays out of the pages' first JavaScript and arrives
 * as one chunk with the first check that needs it: the offices' answer, or the form's first entry.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { contactEnquirySchema } from 'contracts';

export { errorBodySchema, locationListSchema } from 'contracts';

export const enquiryResolver = zodResolver(contactEnquirySchema);
