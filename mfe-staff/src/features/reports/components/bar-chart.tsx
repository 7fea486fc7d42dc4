import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';
import styles from './reports.module.css';

const WIDTH = 360;
const ROW_HEIGHT = 28;
const LABEL_WIDTH = 96;
const VALUE_WIDTH = 56;
const GAP = 6;

export interface BarDatum {
  label: string;
  value: number;
}

interface BarChartProps {
  /** The chart's accessible name: 'Funnel'. */
  title: string;
  data: readonly BarDatum[];
  /** A value as written beside its bar and in the description. */
  format: (value: number) => string;
}

/**
 * Horizontal bars (visx, plain SVG: it renders the same on the server and in the browser). The
 * SVG is an image named by its title, with a description that says every value, so a screen
 * reader hears the figures; the table beside it holds the same numbers.
 */
export function BarChart({ title, data, format }: BarChartProps) {
  const titleId = useId();
  const descriptionId = useId();
  const height = Math.max(1, data.length) * ROW_HEIGHT;
  const top = Math.max(0, ...data.map((datum) => datum.value));
  const x = scaleLinear<number>({ domain: [0, top || 1], range: [0, WIDTH - LABEL_WIDTH - VALUE_WIDTH - 2 * GAP] });
  const y = scaleBand<string>({ domain: data.map((datum) => datum.label), range: [0, height], padding: 0.2 });
  const description = data.length
    ? data.map((datum) => `${datum.label}: ${format(datum.value)}`).join('; ')
    : 'Nothing to show in this period.';
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width={WIDTH}
      height={height}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <title id={titleId}>{title}</title>
      <desc id={descriptionId}>{description}</desc>
      {data.map((datum) => (
        <Group key={datum.label} top={y(datum.label) ?? 0}>
          <text
            className={styles.chartLabel}
            x={LABEL_WIDTH - GAP}
            y={y.bandwidth() / 2}
            textAnchor="end"
            dominantBaseline="middle"
          >
            {datum.label}
          </text>
          <Bar className={styles.bar} x={LABEL_WIDTH} y={0} width={x(datum.value)} height={y.bandwidth()} />
          <text
            className={styles.chartValue}
            x={LABEL_WIDTH + x(datum.value) + GAP}
            y={y.bandwidth() / 2}
            dominantBaseline="middle"
          >
            {format(datum.value)}
          </text>
        </Group>
      ))}
    </svg>
  );
}
