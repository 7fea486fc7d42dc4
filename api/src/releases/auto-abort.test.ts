import { canaryAbortReason } from './auto-abort';

const health = (renders: number, errors: number, clientErrors = 0) => ({ renders, errors, clientErrors });
const RULE = { minRenders: 20, margin: 0.05 };

describe('canaryAbortReason', () => {
  it.each([
    ['below the sample, however bad', health(19, 19), health(100, 0), undefined],
    [
      'at the sample, failing by more than the margin',
      health(20, 3),
      health(100, 0),
      '3 of 20 renders failed (15.0 %) against 0.0 % on live',
    ],
    ['exactly at the margin above live', health(20, 3), health(100, 10), undefined],
    ['exactly at the margin with live clean', health(20, 1), health(100, 0), undefined],
    ['one failure past the margin', health(20, 2), health(100, 0), '2 of 20 renders failed (10.0 %) against 0.0 % on live'],
    ['live with no renders counts as 0 %', health(40, 3), health(0, 0), '3 of 40 renders failed (7.5 %) against 0.0 % on live'],
    [
      'browser errors from several addresses count as failures',
      health(20, 0, 3),
      health(100, 0),
      '3 of 20 renders failed (15.0 %) against 0.0 % on live',
    ],
    ['browser errors from fewer addresses than needed do not', health(20, 0, 2), health(100, 0), undefined],
    ['nor do they raise live', health(20, 2, 0), health(20, 0, 2), '2 of 20 renders failed (10.0 %) against 0.0 % on live'],
    ['as bad as live', health(50, 10), health(50, 10), undefined],
    [
      'worse than a failing live by more than the margin',
      health(20, 8),
      health(100, 20),
      '8 of 20 renders failed (40.0 %) against 20.0 % on live',
    ],
    ['clean', health(1000, 0), health(1000, 3), undefined],
  ])('%s', (_label, canary, live, expected) => {
    expect(canaryAbortReason({ canary, live, ...RULE })).toBe(expected);
  });

  it('takes the sample and margin given', () => {
    expect(canaryAbortReason({ canary: health(5, 1), live: health(5, 0), minRenders: 5, margin: 0.1 })).toBe(
      '1 of 5 renders failed (20.0 %) against 0.0 % on live',
    );
    expect(canaryAbortReason({ canary: health(5, 1), live: health(5, 0), minRenders: 5, margin: 0.2 })).toBeUndefined();
  });
});
