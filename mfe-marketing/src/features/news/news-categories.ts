import type { StoryCategory } from 'contracts/story-rules';
/**
 * The news page's categories, apart from the stories' text (stories.ts), which the browser gets
 * with the page rather than in its scripts.
 */
/** The category buttons of the news page, 'All' first. */
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

/** Each category of the stories' data by the name its button and labels show (news-text's `categoryNames`). */
export const CATEGORY_NAMES: Record<StoryCategory, NewsCategory> = {
  'company-news': 'Company News',
  'product-launch': 'Product Launch',
  partnership: 'Partnership',
  'client-success': 'Client Success',
  awards: 'Awards',
  events: 'Events',
};
