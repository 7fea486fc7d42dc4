import type { StoryCategory } from 'contracts';
import { STORY_CATEGORIES } from 'contracts/story-rules';
import { clsx, Link } from 'shared-ui';
import { marketingMessages } from '../../../messages';
import { CATEGORY_NAMES } from '../news-categories';
import { newsText } from '../news-text';
import styles from './category-buttons.module.css';

/** A link per category (`/news?category=awards`), 'All' first: works without script, and can be shared. */
export function CategoryButtons({ selected }: { selected?: StoryCategory }) {
  const t = marketingMessages.useT();
  const { categoryNames } = newsText.useText();
  const links = [
    { key: 'all', to: '/news', name: categoryNames.All, isSelected: !selected },
    ...STORY_CATEGORIES.map((category) => ({
      key: category,
      to: `/news?category=${category}`,
      name: categoryNames[CATEGORY_NAMES[category]],
      isSelected: category === selected,
    })),
  ];
  return (
    <nav aria-label={t('news.categories')} className={styles.categories}>
      {links.map(({ key, to, name, isSelected }) => (
        <Link
          key={key}
          to={to}
          aria-current={isSelected ? 'page' : undefined}
          className={clsx(styles.category, isSelected && styles.isSelected)}
        >
          {name}
        </Link>
      ))}
    </nav>
  );
}
