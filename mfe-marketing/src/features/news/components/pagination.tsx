import type { StoryCategory } from 'contracts';
import { clsx, Link } from 'shared-ui';
import { marketingMessages } from '../../../messages';
import styles from './pagination.module.css';

/** The address of one page of the list, in its category. */
export function newsPagePath(page: number, category?: StoryCategory): string {
  const query = new URLSearchParams({ ...(category && { category }), ...(page > 1 && { page: String(page) }) });
  return query.size > 0 ? `/news?${query}` : '/news';
}

/** The list's pages as links; the page shown is marked current, its neighbours `rel=prev/next`. */
export function Pagination({ page, pages, category }: { page: number; pages: number; category?: StoryCategory }) {
  const t = marketingMessages.useT();
  if (pages <= 1) return null;
  const rel = (item: number) => (item === page - 1 ? 'prev' : item === page + 1 ? 'next' : undefined);
  return (
    <nav aria-label={t('news.pagination')} className={styles.pagination}>
      <ol className={styles.pages}>
        {Array.from({ length: pages }, (_, index) => index + 1).map((item) => (
          <li key={item}>
            <Link
              to={newsPagePath(item, category)}
              rel={rel(item)}
              aria-current={item === page ? 'page' : undefined}
              className={clsx(styles.page, item === page && styles.isCurrent)}
            >
              <span className="visually-hidden">{t('news.page')} </span>
              {item}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
