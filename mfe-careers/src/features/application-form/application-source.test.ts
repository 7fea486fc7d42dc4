import { applicationSourceFields } from './application-source';

function visit(address: string, referrer: string) {
  window.history.replaceState(null, '', address);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

afterEach(() => visit('/', ''));

test.each([
  [
    'another site: its origin only',
    '/apply/x',
    'https://www.linkedin.com/jobs/view/4242?trk=public_jobs',
    { referrer: 'https://www.linkedin.com' },
  ],
  ['this site: nothing', '/apply/x', `${window.location.origin}/careers/x?utm_source=indeed`, {}],
  [
    'no referrer, the utm parameters of the page',
    '/apply/x?utm_source=indeed&utm_medium=feed&ref=zz',
    '',
    { utmSource: 'indeed', utmMedium: 'feed' },
  ],
])('an apply page reached from %s', (_description, address, referrer, fields) => {
  visit(address, referrer);
  expect(applicationSourceFields()).toEqual(fields);
});
