import { rateVital, type VitalName, type VitalRating } from 'contracts/web-vitals';

export const RATING_LABELS: Record<VitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

export const VITAL_LABELS: Record<VitalName, string> = { lcp: 'LCP', inp: 'INP', cls: 'CLS', ttfb: 'TTFB' };

/** `1.23 s`, `180 ms`, `0.05`: as Google's reports write each vital. */
export function formatVital(name: VitalName, value: number): string {
  if (name === 'cls') return value.toFixed(2);
  if (name === 'lcp') return `${(value / 1000).toFixed(2)} s`;
  return `${Math.round(value)} ms`;
}

/** The value and its rating in words (never colour alone), or a dash when no visit measured it. */
export function describeVital(name: VitalName, value: number | undefined): { text: string; rating?: VitalRating } {
  if (value === undefined) return { text: '—' };
  const rating = rateVital(name, value);
  return { text: `${formatVital(name, value)} (${RATING_LABELS[rating]})`, rating };
}
