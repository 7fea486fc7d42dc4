import { applicationFieldsSchema, RESUME_MESSAGES } from 'contracts';
import { z } from 'zod';
import { ReceivedResume } from '../../uploads/received-resume';

/**
 * The body of POST /api/apply/:jobId as validated: the contracts' fields plus, for multipart,
 * the checked resume file. Same rule as contracts' `applicationSchema` (a file or a non-blank
 * link), but a file counts too; a JSON body can never carry a ReceivedResume.
 */
export const applicationRequestSchema = applicationFieldsSchema
  .extend({
    resumeFile: z
      .custom<ReceivedResume>((value) => value instanceof ReceivedResume, RESUME_MESSAGES.other)
      .optional()
      .describe('multipart/form-data only: the resume file (PDF, DOC or DOCX, at most 5 MB)'),
  })
  .refine((application) => application.resumeFile !== undefined || application.resumeLink !== '', {
    path: ['resumeFile'],
    message: RESUME_MESSAGES.required,
  });
