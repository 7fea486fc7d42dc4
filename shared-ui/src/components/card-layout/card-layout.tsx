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

interface CardLinkProps extends LinkProps {
  /** The card's corner radius, which the focus outline follows. */
  cardRadius?: 'md' | 'lg';
  /** The card hides what overflows it: the focus outline is drawn inside its edge. */
  cardClips?: boolean;
}

/**
 * A link that makes its whole card the target (the card is the nearest positioned ancestor:
 * give it `position: relative`); the focus outline frames the card.
 */
export function CardLink({ cardRadius = 'md', cardClips = false, className, ...props }: CardLinkProps) {
  return (
    <Link
      className={clsx(styles.cardLink, cardRadius === 'lg' && styles.isRadiusLarge, cardClips && styles.isClipped, className)}
      {...props}
    />
  );
}

interface StickyAsideProps extends HTMLAttributes<HTMLElement> {
  /** The width from which the page sets the aside beside its main column. */
  besideFrom: '60rem' | '64rem';
  /** The space between the header and the stuck aside: the fourth spacing step, or the sixth. */
  gapBelowHeader?: 4 | 6;
  /** A div where the aside is not a landmark of its own (a preview inside another page). */
  as?: 'aside' | 'div';
}

/**
 * The sidebar beside a page's main column: from `besideFrom` on it stays in view below the
 * header while the main column scrolls. (Sticky in a one-column layout, it would slide over what
 * follows it.)
 */
export function StickyAside({ besideFrom, gapBelowHeader = 4, as: Element = 'aside', className, ...props }: StickyAsideProps) {
  return (
    <Element
      className={clsx(
        styles.stickyAside,
        besideFrom === '60rem' ? styles.isBesideFrom60rem : styles.isBesideFrom64rem,
        gapBelowHeader === 6 && styles.isFartherBelowHeader,
        className,
      )}
      {...props}
    />
  );
}
