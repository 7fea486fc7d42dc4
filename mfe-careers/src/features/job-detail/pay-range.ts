import type { PayRange } from 'contracts';

const PERIOD_WORDS: Record<PayRange['period'], string> = { year: 'per year', month: 'per month', hour: 'per hour' };

/**
 * '$135,000 – $165,000 per year'. A fixed locale, not the viewer's: the server and the browser
 * must write the same text (DESIGN.md, "Server rendering").
 */
export function formatPayRange({ min, max, currency, period }: PayRange): string {
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 });
  const amount = min === max ? money.format(min) : `${money.format(min)} – ${money.format(max)}`;
  return `${amount} ${PERIOD_WORDS[period]}`;
}
