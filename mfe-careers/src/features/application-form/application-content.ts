import { RESUME_MESSAGES } from 'contracts/application-constants';

/** How a failed application is told (spec §8 "Application submit failure"): see submit-error.ts. */
export interface SubmitErrorWords {
  title: string;
  fallback: string;
  /** A 400's toast: null for the server's own message, which the API writes in English. */
  invalid: string | null;
  /** Answers of POST /api/apply/{jobId} in words a candidate understands, by status. */
  statuses: Readonly<Record<number, string>>;
}

/** The apply page's long texts and the words its code hands on (toasts). */
export interface ApplicationContent {
  tips: readonly string[];
  /** spec §2: what happens after an application, as candidates are told. */
  nextSteps: readonly string[];
  /** spec §8 "Application success". */
  submittedToast: { title: string; description: string };
  submitErrors: SubmitErrorWords;
}

export const APPLICATION_CONTENT: ApplicationContent = {
  tips: [
    'Tailor your cover letter to this role and to our work with governments and enterprises.',
    'Highlight the skills and projects most relevant to the position.',
    'Proofread your application before you send it.',
    'Make sure your resume is up to date.',
    'Include your certifications (for example CISSP, OSCP or cloud certifications).',
  ],
  nextSteps: [
    'Our talent team reviews your application, typically within 1-2 weeks.',
    'If your profile matches the role, we contact you for an initial interview.',
    'Depending on the role, you may be asked to complete a technical assessment.',
    'Final interviews with the team you would join.',
  ],
  submittedToast: {
    title: 'Application Submitted',
    description: "Your application has been submitted successfully. We'll be in touch soon!",
  },
  submitErrors: {
    title: 'Error',
    fallback: 'There was an error submitting your application. Please try again.',
    invalid: null,
    statuses: {
      404: 'This position no longer exists. Please choose another one on our careers page.',
      410: 'This position is no longer accepting applications.',
      413: RESUME_MESSAGES.tooLarge,
      415: RESUME_MESSAGES.invalidType,
      429: 'Too many applications have been sent from your connection in a short time. Please wait a few minutes and try again.',
    },
  },
};
