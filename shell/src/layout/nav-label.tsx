import styles from './header.module.css';

/** A navigation label with its bold width reserved, so a link turning bold when active moves nothing. */
export function NavLabel({ label }: { label: string }) {
  return (
    <span className={styles.navLabel} data-label={label}>
      {label}
    </span>
  );
}
