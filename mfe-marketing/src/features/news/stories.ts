import type { NewsCategoryName } from './news-categories';

/** The news pages' words that are not messages; the stories themselves are data, read from the API. */
export interface NewsContent {
  /** Each category's name as its link and the stories' labels show it. */
  categoryNames: Record<NewsCategoryName, string>;
}
