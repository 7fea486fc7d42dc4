import { FIRST_RESPONSE_TARGET_DAYS, firstResponseDue } from './first-response';

describe('firstResponseDue', () => {
  it.each([
    // Monday 10:00, one business day: Tuesday 10:00.
    ['2026-11-23T10:00:00.000Z', 'e-government', '2026-11-24T10:00:00.000Z'],
    // Thursday 10:00, two business days: over the weekend to Monday 10:00.
    ['2026-11-26T10:00:00.000Z', 'encryption', '2026-11-30T10:00:00.000Z'],
    // Friday 16:30, one business day: Monday 16:30.
    ['2026-11-27T16:30:00.000Z', 'cybersecurity', '2026-11-30T16:30:00.000Z'],
    // Saturday: counted from Monday's start, one business day later.
    ['2026-11-21T12:00:00.000Z', 'e-government', '2026-11-24T00:00:00.000Z'],
    // Sunday, two business days: Wednesday's start.
    ['2026-11-22T23:59:00.000Z', 'other', '2026-11-25T00:00:00.000Z'],
  ] as const)('received %s about %s: due %s', (receivedAt, service, due) => {
    expect(firstResponseDue(receivedAt, service)).toBe(due);
  });

  it('gives every service a target of one or two business days, as the confirmation promises', () => {
    expect(Object.values(FIRST_RESPONSE_TARGET_DAYS).every((days) => days === 1 || days === 2)).toBe(true);
  });
});
