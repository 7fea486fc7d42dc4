import type { Location } from 'contracts';

/** What a language says of an office instead of the API's English; any part left out is shown as the API writes it. */
export type OfficeText = Partial<Pick<Location, 'description' | 'address' | 'hours' | 'timezone'>>;

/** An office's text by its slug. */
export type OfficeTexts = Readonly<Record<string, OfficeText>>;
