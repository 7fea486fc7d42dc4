/** spec §4, §9: timings and limits of the enquiry wizard. */
export const SCROLL_TO_FORM_DELAY_MS = 100;
export const SUCCESS_RESET_MS = 5000;
export const HONEYPOT_DELAY_MS = 1000;
export const SECURITY_MAX_ATTEMPTS = 3;

export const WIZARD_STEPS = [
  { id: 'personal', label: 'Personal' },
  { id: 'details', label: 'Details' },
  { id: 'success', label: 'Done' },
] as const;

export type WizardStep = (typeof WIZARD_STEPS)[number]['id'];
