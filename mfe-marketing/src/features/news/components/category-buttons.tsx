import { clsx } from 'shared-ui';
import { marketingMessages } from '../../../messages';
import { NEWS_CATEGORIES } from '../news-categories';
import { newsText } from '../news-text';
import styles from './category-buttons.module.css';

const SELECTED_CATEGORY = 'All';

/** spec §2: the category buttons do nothing; 'All' always shows as selected. */
export function CategoryButtons() {
  const t = marketingMessages.useT();
  const { categoryNames } = newsText.useText();
  return (
    <fieldset className={styles.categories}>
      <legend className="visually-hidden">{t('news.categories')}</legend>
      {NEWS_CATEGORIES.map((category) => {
        const isSelected = category === SELECTED_CATEGORY;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={isSelected}
            className={clsx(styles.category, isSelected && styles.isSelected)}
          >
            {categoryNames[category]}
          </button>
        );
      })}
    </fieldset>
  );
}
