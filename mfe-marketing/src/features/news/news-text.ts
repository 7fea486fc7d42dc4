import { localized } from 'shared-ui';
import { featuredStory, latestStories, NEWS_CATEGORIES, type NewsCategoryName, type NewsContent } from './stories';

const categoryNames = Object.fromEntries(NEWS_CATEGORIES.map((category) => [category, category])) as Record<
  NewsCategoryName,
  string
>;

/** The news page's categories and stories in the page's language. */
export const newsText = localized<NewsContent>(
  'mfe_marketing:news-text',
  { categoryNames, featuredStory, latestStories },
  { ar: () => import('./stories.ar') },
);
