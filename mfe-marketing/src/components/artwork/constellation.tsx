import { clsx } from 'shared-ui';
import styles from './artwork.module.css';

// Five colleagues (head and shoulders), linked as one team.
const PEOPLE = [
  [110, 250, 1],
  [230, 170, 1.2],
  [350, 240, 1],
  [170, 360, 0.85],
  [310, 350, 0.9],
] as const;

/** The culture drawing: a team drawn as a constellation. Decorative. */
export function Constellation() {
  return (
    <svg viewBox="0 0 460 460" aria-hidden="true" focusable="false" className={styles.art}>
      <g className={clsx(styles.line, styles.faint)} strokeWidth="1.5">
        <circle cx="230" cy="260" r="190" className={styles.dash} />
        <path d="M110 250 230 170 350 240 310 350 170 360z M110 250 310 350 M230 170 170 360" />
      </g>
      {PEOPLE.map(([x, y, scale], index) => (
        <g key={x} transform={`translate(${x} ${y}) scale(${scale})`}>
          <circle r="44" fill={index === 1 ? 'var(--color-highlight)' : '#1c3556'} />
          <circle cy="-10" r="13" fill={index === 1 ? 'var(--color-hero-bg)' : '#f3f6fa'} />
          <path d="M-24 26q24-30 48 0" fill={index === 1 ? 'var(--color-hero-bg)' : '#f3f6fa'} />
        </g>
      ))}
      <circle cx="392" cy="120" r="6" className={styles.accentFill} />
      <circle cx="70" cy="150" r="4" className={styles.highlightFill} />
    </svg>
  );
}
