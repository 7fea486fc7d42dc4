import { localized } from './localized';

const sharedNames = localized<Readonly<Record<string, string>>>(
  {},
  { ar: () => import('contracts/arabic-names').then((module) => ({ default: module.ARABIC_NAMES })) },
);

/** Loads the Arabic of the shared names before a page in that language renders (the shell does). */
export const loadSharedNames = sharedNames.load;

/**
 * A name from the shared data (a site link, a service's title, the brand) in the page's
 * language: English as contracts write it, its Arabic from contracts/arabic-names.
 */
export function useSharedName(): (english: string) => string {
  const names = sharedNames.useText();
  return (english) => names[english] ?? english;
}
