import { inboxQuery, inboxSearch } from './inbox-query';

const query = (search: string) => inboxQuery(new URLSearchParams(search));

const DEFAULTS = { sort: 'newest', page: 1, pageSize: 20 };

test.each([
  ['', DEFAULTS],
  ['status=closed&service=encryption&q=layla', { ...DEFAULTS, status: 'closed', service: 'encryption', q: 'layla' }],
  [
    'receivedFrom=2026-11-01&receivedTo=2026-11-30&sort=oldest&page=3',
    { ...DEFAULTS, receivedFrom: '2026-11-01', receivedTo: '2026-11-30', sort: 'oldest', page: 3 },
  ],
  // What the API would refuse is left out, the rest kept.
  ['status=archived&q=layla', { ...DEFAULTS, q: 'layla' }],
  ['page=0&sort=sideways', DEFAULTS],
  ['receivedFrom=yesterday', DEFAULTS],
  ['receivedFrom=2026-11-30&receivedTo=2026-11-01', { ...DEFAULTS, receivedFrom: '2026-11-30' }],
  ['unknown=1&pageSize=100', DEFAULTS],
])('?%s gives the inbox query %p', (search, expected) => {
  expect(query(search)).toEqual(expected);
});

test('the URL of a query holds only what differs from the defaults', () => {
  expect(inboxSearch({ ...query(''), status: 'new' })).toEqual({ status: 'new' });
  expect(inboxSearch({ ...query('q=x&page=2'), sort: 'oldest' })).toEqual({ q: 'x', page: '2', sort: 'oldest' });
});
