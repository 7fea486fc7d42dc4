import { clsx } from 'shared-ui';
import styles from './artwork.module.css';

/** The about drawing: Chicago's towers and a Gulf skyline, joined by one arc. Decorative. */
export function Skylines() {
  return (
    <svg viewBox="0 0 560 360" aria-hidden="true" focusable="false" className={styles.art}>
      <rect width="560" height="360" rx="24" fill="var(--color-hero-bg)" />
      <circle cx="430" cy="110" r="44" fill="#f5a524" opacity="0.9" />
      <path d="M120 150Q280 20 430 160" className={clsx(styles.line, styles.highlight, styles.dash)} strokeWidth="2" />
      <g fill="#1c3556">
        <rect x="40" y="170" width="40" height="150" />
        <path d="M92 320V120h18V96h22v24h18v200z" />
        <rect x="160" y="200" width="34" height="120" />
        <rect x="204" y="160" width="30" height="160" />
      </g>
      <g fill="#254a75">
        <path d="M340 320V190q0-40 24-58 24 18 24 58v130z" />
        <path d="M398 320V170l26-26 26 26v150z" />
        <rect x="460" y="210" width="28" height="110" rx="14" />
        <path d="M500 320V236h30v84z" />
      </g>
      <g stroke="#7cc4ff" strokeOpacity="0.5" strokeWidth="2">
        <path d="M100 140v170M121 140v170M142 140v170" />
        <path d="M352 196h24M352 220h24M352 244h24M352 268h24" />
      </g>
      <circle cx="120" cy="150" r="7" className={styles.highlightFill} />
      <circle cx="430" cy="160" r="7" className={styles.accentFill} />
      <path d="M24 320h512" stroke="#f3f6fa" strokeOpacity="0.35" strokeWidth="2" />
      <path d="M24 336h512" stroke="#f3f6fa" strokeOpacity="0.12" strokeWidth="10" strokeDasharray="2 14" />
    </svg>
  );
}
