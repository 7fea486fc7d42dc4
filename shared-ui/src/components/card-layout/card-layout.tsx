import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { Link, type LinkProps } from '../../router';
import styles from './card-layout.module.css';

interface FiveCardGridProps extends HTMLAttributes<HTMLUListElement> {
  /** Wide screens: three cards then two (`three-two`), or two then three (`two-three`). */
  rows: 'three-two' | 'two-three';
  /** The smaller gap between cards. */
  compact?: boolean;
  /** Cards as tall as their content rather than as their row (cards that open in place). */
  alignStart?: boolean;
}

/**
 * A list of five cards in rows that never end with a lone card: one column on phones; the first
 * card across the top, then two by two on tablets; three then two (or two then three) on wide
 * screens, in a six-column grid.
 */
export function FiveCardGrid({ rows, compact = false, alignStart = false, className, ...props }: FiveCardGridProps) {
  return (
    <ul
      className={clsx(
        styles.fiveCardGrid,
        rows === 'three-two' ? styles.threeThenTwo : styles.twoThenThree,
        compact && styles.isCompact,
        alignStart && styles.isAlignedStart,
        className,
      )}
      {...props}
    />
  );
}

/**
 * A link that makes its whole card the target (the card is the nearest positioned ancestor:
 * give it `position: relative`); the focus outline frames the card. The card may set
 * `--card-link-radius` to its own corner radius, and `--card-link-outline-offset` to a negative
 * width where it clips what overflows (the outline is then drawn inside its edge).
 */
export function CardLink({ className, ...props }: LinkProps) {
  return <Link className={clsx(styles.cardLink, className)} {...props} />;
}

interface StickyAsideProps extends HTMLAttributes<HTMLElement> {
  /** A div where the aside is not a landmark of its own (a preview inside another page). */
  as?: 'aside' | 'div';
}

/**
 * The sidebar beside a page's main column: on wide screens it stays in view below the header
 * while the main column scrolls. In a one-column layout it has nowhere to move, so it stays put.
 */
export function StickyAside({ as: Element = 'aside', className, ...props }: StickyAsideProps) {
  return <Element className={clsx(styles.stickyAside, className)} {...props} />;
}
