import { clsx } from 'shared-ui';
import { marketingMessages } from '../../../messages';
import styles from './pagination-look.module.css';

const CURRENT_PAGE = 1;
const ELLIPSIS = '…';
/** spec §2: a fixed pagination look, 1, 2, 3, ..., 5; it does not page anything. */
const PAGE_ITEMS = [1, 2, 3, ELLIPSIS, 5] as const;

/** Shown as plain text, not links or buttons, so it does not pretend to work. */
export function PaginationLook() {
  const t = marketingMessages.useT();
  return (
    <nav aria-label={t('news.pagination')} className={styles.pagination}>
      <ol className={styles.pages}>
        {PAGE_ITEMS.map((item) =>
          item === ELLIPSIS ? (
            <li key={item} className={styles.ellipsis}>
              {item}
            </li>
          ) : (
            <li key={item}>
              <span
                aria-current={item === CURRENT_PAGE ? 'page' : undefined}
                className={clsx(styles.page, item === CURRENT_PAGE && styles.isCurrent)}
              >
                <span className="visually-hidden">{t('news.page')} </span>
                {item}
              </span>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
