/** Timings and limits of the enquiry wizard. */
export const SCROLL_TO_FORM_DELAY_MS = 100;
export const SUCCESS_RESET_MS = 5000;
export const HONEYPOT_DELAY_MS = 1000;
export const SECURITY_MAX_ATTEMPTS = 3;

/** The steps in order; each is named by its message `step.<id>` (Personal, Details, Done). */
export const WIZARD_STEPS = ['personal', 'details', 'success'] as const;

export type WizardStep = (typeof WIZARD_STEPS)[number];
