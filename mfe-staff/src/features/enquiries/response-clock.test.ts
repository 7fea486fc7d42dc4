import { responseClock, spanText } from './response-clock';

const DUE = '2026-11-24T10:00:00.000Z';
const at = (iso: string) => new Date(iso);

test('says how long is left, and how overdue once the target has passed', () => {
  const open = { status: 'new', firstResponseDueAt: DUE, firstRepliedAt: null } as const;
  expect(responseClock(open, at('2026-11-24T05:50:00.000Z'))).toEqual({ state: 'running', text: '4 h 10 min left' });
  expect(responseClock(open, at('2026-11-22T09:00:00.000Z'))).toEqual({ state: 'running', text: '2 days 1 h left' });
  expect(responseClock(open, at('2026-11-24T10:00:00.000Z'))).toEqual({ state: 'overdue', text: 'Overdue by under a minute' });
  expect(responseClock(open, at('2026-11-25T12:30:00.000Z'))).toEqual({ state: 'overdue', text: 'Overdue by 1 day 2 h' });
});

test('stops at the first reply, on time or late, and for an enquiry closed unanswered', () => {
  const now = at('2026-11-30T00:00:00.000Z');
  const replied = (firstRepliedAt: string) =>
    responseClock({ status: 'in progress', firstResponseDueAt: DUE, firstRepliedAt }, now);
  expect(replied('2026-11-24T09:59:00.000Z')).toEqual({ state: 'replied', text: 'Replied on time' });
  expect(replied('2026-11-24T10:01:00.000Z')).toEqual({ state: 'replied', text: 'Replied late' });
  expect(responseClock({ status: 'closed', firstResponseDueAt: DUE, firstRepliedAt: null }, now)).toEqual({
    state: 'stopped',
    text: 'Closed without a reply',
  });
});

test('writes spans to the minute', () => {
  expect(spanText(59_000)).toBe('under a minute');
  expect(spanText(12 * 60_000)).toBe('12 min');
  expect(spanText(3 * 60 * 60_000)).toBe('3 h');
  expect(spanText(-(24 * 60 * 60_000 + 5 * 60_000))).toBe('1 day');
});
