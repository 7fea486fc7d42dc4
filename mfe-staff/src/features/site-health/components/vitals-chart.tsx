import { VITALS_THRESHOLDS, type VitalName } from 'contracts/rum';
import { useId } from 'react';
import { formatVital, VITAL_LABELS } from '../vitals-format';
import styles from './site-health.module.css';

const WIDTH = 280;
const HEIGHT = 80;
const PADDING = 4;

export interface ChartPoint {
  day: string;
  value: number;
}

/**
 * One vital's daily p75 as a small line chart (plain SVG: a chart library would outweigh it), with
 * the "good" threshold dashed. The figure's caption says in words what the line shows.
 */
export function VitalsChart({ name, points }: { name: VitalName; points: ChartPoint[] }) {
  const captionId = useId();
  const good = VITALS_THRESHOLDS[name][0];
  const top = Math.max(good * 1.5, ...points.map((point) => point.value));
  const x = (index: number) =>
    PADDING + (points.length <= 1 ? (WIDTH - 2 * PADDING) / 2 : (index * (WIDTH - 2 * PADDING)) / (points.length - 1));
  const y = (value: number) => HEIGHT - PADDING - (value / top) * (HEIGHT - 2 * PADDING);
  const last = points.at(-1);
  const caption = last
    ? `${VITAL_LABELS[name]}: daily 75th percentile over ${points.length} day${points.length === 1 ? '' : 's'}, latest ${formatVital(name, last.value)} on ${last.day}; good is up to ${formatVital(name, good)}.`
    : `${VITAL_LABELS[name]}: no visit measured it yet.`;
  return (
    <figure className={styles.chart} aria-labelledby={captionId}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} aria-hidden="true" focusable="false">
        <line className={styles.threshold} x1={0} x2={WIDTH} y1={y(good)} y2={y(good)} />
        {points.length > 1 && (
          <polyline className={styles.line} points={points.map((point, index) => `${x(index)},${y(point.value)}`).join(' ')} />
        )}
        {points.map((point, index) => (
          <circle key={point.day} className={styles.dot} cx={x(index)} cy={y(point.value)} r={2.5} />
        ))}
      </svg>
      <figcaption id={captionId}>{caption}</figcaption>
    </figure>
  );
}
