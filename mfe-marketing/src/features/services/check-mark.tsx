import styles from './service-page.module.css';

/** The tick before each feature and benefit. */
export function CheckMark() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className={styles.checkMark}>
      <circle cx="10" cy="10" r="9" />
      <path d="m6 10.5 2.5 2.5L14 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
