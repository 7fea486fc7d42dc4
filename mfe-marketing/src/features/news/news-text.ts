import { localized } from 'shared-ui';
import { NEWS_CATEGORIES, type NewsCategoryName } from './news-categories';
import type { NewsContent } from './stories';
import * as Content from './stories';

const categoryNames = Object.fromEntries(NEWS_CATEGORIES.map((category) => [category, category])) as Record<
  NewsCategoryName,
  string
>;

/** The English, from the content module: bundled where pages are rendered, a chunk of its own in the browser. */
const english = ({ featuredStory, latestStories }: typeof Content): NewsContent => ({
  categoryNames,
  featuredStory,
  latestStories,
});

/** The news page's categories and stories in the page's language. */
export const newsText = localized<NewsContent>(
  'mfe_marketing:news-text',
  process.env.RENDER_TARGET === 'browser' ? undefined : english(Content),
  { en: async () => ({ default: english(await import('./stories')) }), ar: () => import('./stories.ar') },
);
