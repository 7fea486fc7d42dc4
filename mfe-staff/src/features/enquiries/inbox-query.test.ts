import { inboxLocation, inboxQuery } from './inbox-query';

const query = (search: string, state: unknown = null) => inboxQuery(new URLSearchParams(search), state);

const DEFAULTS = { sort: 'newest', page: 1, pageSize: 20 };

test.each([
  ['', null, DEFAULTS],
  ['status=closed&service=encryption', { q: 'layla' }, { ...DEFAULTS, status: 'closed', service: 'encryption', q: 'layla' }],
  [
    'receivedFrom=2026-11-01&receivedTo=2026-11-30&sort=oldest&page=3',
    null,
    { ...DEFAULTS, receivedFrom: '2026-11-01', receivedTo: '2026-11-30', sort: 'oldest', page: 3 },
  ],
  // A search text in the URL (an old link) is not read: only the history entry's.
  ['q=layla@ministry.example', null, DEFAULTS],
  // What the API would refuse is left out, the rest kept.
  ['status=archived', { q: 'layla' }, { ...DEFAULTS, q: 'layla' }],
  ['page=0&sort=sideways', null, DEFAULTS],
  ['receivedFrom=yesterday', null, DEFAULTS],
  ['receivedFrom=2026-11-30&receivedTo=2026-11-01', null, { ...DEFAULTS, receivedFrom: '2026-11-30' }],
  ['unknown=1&pageSize=100', null, DEFAULTS],
])('?%s with state %j gives the inbox query %p', (search, state, expected) => {
  expect(query(search, state)).toEqual(expected);
});

test('a query keeps what differs from the defaults in the URL, and its search text out of it', () => {
  expect(inboxLocation({ ...query(''), status: 'new' })).toEqual({ search: { status: 'new' }, state: {} });
  expect(inboxLocation({ ...query('page=2', { q: 'x@y.example' }), sort: 'oldest' })).toEqual({
    search: { page: '2', sort: 'oldest' },
    state: { q: 'x@y.example' },
  });
});
