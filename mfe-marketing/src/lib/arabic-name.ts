import { ARABIC_NAMES } from 'contracts/arabic-names';

/**
 * A shared name (the brand, a person, a city) in Arabic, for the Arabic content modules: they are
 * loaded only on Arabic pages, where components get the same names from `useSharedName`.
 */
export function arabicName(english: string): string {
  return ARABIC_NAMES[english] ?? english;
}
