import { describeVital } from './vitals-format';

test.each([
  ['lcp', 2500, '2.50 s (Good)'],
  ['lcp', 2501, '2.50 s (Needs improvement)'],
  ['lcp', 4001, '4.00 s (Poor)'],
  ['inp', 200, '200 ms (Good)'],
  ['inp', 350, '350 ms (Needs improvement)'],
  ['inp', 501, '501 ms (Poor)'],
  ['cls', 0.1, '0.10 (Good)'],
  ['cls', 0.25, '0.25 (Needs improvement)'],
  ['cls', 0.3, '0.30 (Poor)'],
  ['inp', undefined, '—'],
] as const)('%s at %s reads %s', (name, value, text) => {
  expect(describeVital(name, value).text).toBe(text);
});
