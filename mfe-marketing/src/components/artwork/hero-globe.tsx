import { clsx } from 'shared-ui';
import { marketingMessages } from '../../messages';
import styles from './artwork.module.css';

// Headquarters and the four international offices on a tilted globe (positions drawn, not projected).
const CHICAGO = [148, 196] as const;
const OFFICES = [
  [318, 214],
  [338, 252],
  [360, 262],
  [376, 250],
] as const;

/** The home hero's drawing: a globe crossed by its meridian, Chicago linked to the Middle East. */
export function HeroGlobe() {
  const t = marketingMessages.useT();
  return (
    <svg viewBox="0 0 520 520" aria-hidden="true" focusable="false" className={styles.art}>
      <g className={styles.line} strokeWidth="1.25">
        <circle cx="260" cy="260" r="200" className={styles.soft} />
        <circle cx="260" cy="260" r="236" className={clsx(styles.faint, styles.dash)} />
        {[150, 100, 50].map((rx) => (
          <ellipse key={rx} cx="260" cy="260" rx={rx} ry="200" className={styles.faint} />
        ))}
        {[
          [260, 200, 44],
          [180, 182, 38],
          [340, 182, 38],
          [110, 140, 28],
          [410, 140, 28],
        ].map(([cy, rx, ry]) => (
          <ellipse key={cy} cx="260" cy={cy} rx={rx} ry={ry} className={styles.faint} />
        ))}
        <ellipse cx="260" cy="260" rx="100" ry="200" className={styles.highlight} strokeWidth="2.5" />
        {OFFICES.map(([x, y]) => (
          <path
            key={x}
            d={`M${CHICAGO[0]} ${CHICAGO[1]}Q${(CHICAGO[0] + x) / 2} ${Math.min(CHICAGO[1], y) - 110} ${x} ${y}`}
            className={clsx(styles.highlight, styles.dash)}
            strokeWidth="1.5"
          />
        ))}
      </g>
      <circle cx={CHICAGO[0]} cy={CHICAGO[1]} r="18" className={styles.highlightFill} opacity="0.18" />
      <circle cx={CHICAGO[0]} cy={CHICAGO[1]} r="7" className={styles.highlightFill} />
      {OFFICES.map(([x, y]) => (
        <circle key={x} cx={x} cy={y} r="5" className={styles.accentFill} />
      ))}
      <g fill="currentColor" fontSize="13" fontWeight="600" letterSpacing="0.08em" className={styles.labels}>
        <text x={CHICAGO[0] - 30} y={CHICAGO[1] + 36}>
          {t('home.globe.chicago')}
        </text>
        <text x="322" y="296" className={styles.soft}>
          {t('home.globe.middleEast')}
        </text>
      </g>
    </svg>
  );
}
