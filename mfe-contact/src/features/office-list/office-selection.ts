import { DEFAULT_LOCATION_SLUG } from 'contracts/contact-rules';

/** Chicago is the office selected on first view. */
export const INITIAL_OFFICE_SLUG: string | null = DEFAULT_LOCATION_SLUG;

/**
 * The office selected after a card is chosen. Choosing the selected card again deselects it
 * (the spec leaves this open): every card then works like a disclosure that opens and closes.
 */
export function chooseOffice(selected: string | null, chosen: string): string | null {
  return selected === chosen ? null : chosen;
}
