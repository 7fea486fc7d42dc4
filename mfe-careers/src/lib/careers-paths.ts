/** Where the careers pages live. The apply route's jobId is the job's slug. */
export const CAREERS_PATH = '/careers';
export const jobPath = (slug: string) => `${CAREERS_PATH}/${slug}`;
export const applyPath = (slug: string) => `/apply/${slug}`;
/** A candidate's page for choosing an interview time: the token is the signed key from the recruiter's mail. */
export const interviewPath = (token: string) => `${CAREERS_PATH}/interview/${token}`;
