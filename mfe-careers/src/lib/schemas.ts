/**
 * The contracts' schemas the careers remote checks with, and so zod. Loaded only through
 * `loadSchemas()`, so zod (about 28 KB gzip) stays out of the pages' first JavaScript and
 * arrives as one chunk beside the first request that needs it.
 */
export { applicationFieldsSchema, applicationSchema, jobDetailSchema, jobListSchema } from 'contracts';
export { interviewBookingSchema, interviewChoiceSchema, interviewTokenParamsSchema } from 'contracts/interview-booking';
