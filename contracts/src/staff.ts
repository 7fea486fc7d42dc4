/**
 * The staff API's request and response bodies (`/api/staff/*`), shared by the API, which
 * validates with them, and the staff console, whose forms use them with react-hook-form, so
 * both give the same message for each field. zod only: no React here. Imported as
 * `contracts/staff`, not from the package root, so the public remotes' schema chunk does not grow.
 */
export * from './staff/accounts';
export * from './staff/applications';
export * from './staff/audit';
export * from './staff/candidate-mail';
export * from './staff/enquiries';
export * from './staff/first-response';
export * from './staff/interviews';
export * from './staff/jobs';
export * from './staff/lists';
export * from './staff/newsletter';
export * from './staff/notes';
export * from './staff/privacy';
export * from './staff/reports';
export * from './staff/scorecards';
export * from './staff/session';
export * from './staff/stories';
export * from './staff-rules';
