/**
 * The news page's categories, apart from the stories' text (stories.ts), which the browser gets
 * with the page rather than in its scripts.
 */
/** spec §2: the category buttons of the news page, 'All' first. */
export const NEWS_CATEGORIES = [
  'All',
  'Company News',
  'Product Launch',
  'Partnership',
  'Client Success',
  'Awards',
  'Events',
] as const;

export type NewsCategory = Exclude<(typeof NEWS_CATEGORIES)[number], 'All'>;

export type NewsCategoryName = (typeof NEWS_CATEGORIES)[number];
