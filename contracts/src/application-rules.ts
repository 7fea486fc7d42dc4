/**
 * The application's constants and messages that need no zod, for the apply page's first
 * JavaScript (see careers-rules.ts). The schemas are in application.ts.
 */
export const RESUME_MAX_BYTES = 5_242_880;
export const APPLICATION_PHONE_MIN = 10;
export const COVER_LETTER_MIN = 100;
export const COVER_LETTER_MAX = 10_000;

export const YEARS_OPTIONS = [
  { value: '0-1', label: 'Less than 1 year' },
  { value: '1-3', label: '1-3 years' },
  { value: '3-5', label: '3-5 years' },
  { value: '5-10', label: '5-10 years' },
  { value: '10+', label: '10+ years' },
] as const;
export type YearsOfExperience = (typeof YEARS_OPTIONS)[number]['value'];
export const DEFAULT_YEARS: YearsOfExperience = '1-3';

export const RESUME_MESSAGES = {
  required: 'Please provide either a resume file or a link to your resume',
  tooLarge: 'File is too large. Maximum size is 5MB.',
  invalidType: 'Invalid file type. Please upload a PDF, DOC, or DOCX file.',
  other: 'Error uploading file. Please try again.',
} as const;
