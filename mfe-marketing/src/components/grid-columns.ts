import styles from './grid-columns.module.css';

/**
 * The column class for a grid of `count` cards, so no row is left with a lone card: multiples of
 * three go three across (two across on tablets only when even), four go two then four across.
 */
export function gridColumnsClass(count: number): string {
  if (count % 3 === 0) return (count % 2 === 0 ? styles.sixUp : styles.threeUp) ?? '';
  if (count % 4 === 0) return styles.fourUp ?? '';
  if (count % 2 === 0) return styles.twoUp ?? '';
  return styles.fluid ?? '';
}
