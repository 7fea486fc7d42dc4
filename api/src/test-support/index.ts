/** What other workspaces' tests use to run the real API (the shell's proxy tests put it behind the proxy). */
export { pdfBytes, pdfOfSize } from './fixtures';
export { type FormPart, fieldParts, multipartBody, multipartHeaders } from './multipart';
export { addStaff, asStaff, FROM_THE_SITE, STAFF_PASSWORD, type StaffMember, signedInStaff, signIn } from './staff';
export { validApplication, validEnquiry } from './submissions';
export { closeTestApps, createTestApp, TEST_NOW, TEST_RELEASE_REPORT_KEY, type TestApp } from './test-app';
