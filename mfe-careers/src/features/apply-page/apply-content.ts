/** The apply page's long texts. */
export interface ApplyContent {
  tips: readonly string[];
  /** What happens after an application, as candidates are told. */
  nextSteps: readonly string[];
}

export const APPLY_CONTENT: ApplyContent = {
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
};
