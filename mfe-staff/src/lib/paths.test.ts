import { safeNext, signInPath } from './paths';

test.each([
  ['/staff/jobs/REQ-1', '/staff/jobs/REQ-1'],
  ['/staff/enquiries?status=new', '/staff/enquiries?status=new'],
  [null, undefined],
  ['', undefined],
  ['/careers', undefined],
  ['//evil.example/staff/', undefined],
  ['https://evil.example/staff/jobs', undefined],
  ['/staff/sign-in?next=/staff/jobs', undefined],
  ['/staffing', undefined],
])('sign-in leads back to %p: %p', (next, expected) => {
  expect(safeNext(next)).toBe(expected);
});

test('the sign-in path says where to go back to and that a session ended', () => {
  expect(signInPath('/staff/jobs/REQ-1', true)).toBe('/staff/sign-in?next=%2Fstaff%2Fjobs%2FREQ-1&ended=1');
  expect(signInPath('https://evil.example')).toBe('/staff/sign-in');
});
