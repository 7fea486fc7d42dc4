import { RESUME_MESSAGES } from 'contracts/application-rules';

/** How a failed application is told (a toast; the form stays filled): see submit-error.ts. */
export interface SubmitErrorWords {
  title: string;
  fallback: string;
  /** A 400's toast: null for the server's own message, which the API writes in English. */
  invalid: string | null;
  /** Answers of POST /api/apply/{jobId} in words a candidate understands, by status. */
  statuses: Readonly<Record<number, string>>;
}

/** The application form's words its code hands on (toasts). */
export interface ApplicationContent {
  /** The toast once the application is stored, beside the success view. */
  submittedToast: { title: string; description: string };
  submitErrors: SubmitErrorWords;
}

export const APPLICATION_CONTENT: ApplicationContent = {
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
