import type { PayRange } from 'contracts';
import type { JobContent } from './job-content';

// Made on first use, one per language and currency: the first Intl format loads ICU's locale data,
// which pages without a pay range never need (shared-ui's on-first-use.ts).
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(intlLocale: string, currency: string): Intl.NumberFormat {
  const key = `${intlLocale} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale, { style: 'currency', currency, maximumFractionDigits: 0 });
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * '$135,000 – $165,000 per year', or in Arabic '135,000–165,000 US$ سنويا'. The page's language
 * (`useIntlLocale()`), not the viewer's: the server and the browser must write the same text
 * (nothing locale-dependent in the first render: docs/server-rendering.md).
 */
export function formatPayRange(
  { min, max, currency, period }: PayRange,
  intlLocale: string,
  periods: JobContent['payPeriods'],
): string {
  const money = moneyFormat(intlLocale, currency);
  const amount = min === max ? money.format(min) : money.formatRange(min, max);
  return `${amount} ${periods[period]}`;
}
