/** All three legal pages were last updated on May 15, 2023 (shown as 'May 15, 2023'). */
export const LEGAL_LAST_UPDATED = '2023-05-15';
