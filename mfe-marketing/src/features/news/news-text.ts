import { localized } from 'shared-ui';
import { NEWS_CATEGORIES, type NewsCategoryName } from './news-categories';
import type { NewsContent } from './stories';

const english: NewsContent = {
  categoryNames: Object.fromEntries(NEWS_CATEGORIES.map((category) => [category, category])) as Record<NewsCategoryName, string>,
};

/** The news pages' category names in the page's language. */
export const newsText = localized<NewsContent>('mfe_marketing:news-text', english, {
  en: async () => ({ default: english }),
  ar: () => import('./stories.ar'),
});
