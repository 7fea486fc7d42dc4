import { z } from 'zod';

/** Every error the API sends: a general message and, for validation, one message per field. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const VALIDATION_FAILED_MESSAGE = 'Some fields need your attention.';
