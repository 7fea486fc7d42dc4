import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import styles from './layout.module.css';

export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={clsx(styles.container, className)} {...props} />;
}

interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** A short label above the heading. */
  eyebrow?: ReactNode;
  intro?: ReactNode;
  muted?: boolean;
  /** Heading id, used for aria-labelledby; derived from `id` when omitted. */
  headingId?: string;
}

/** A page section with an optional h2 that names it for assistive technology. */
export function Section({ title, eyebrow, intro, muted, headingId, id, className, children, ...props }: SectionProps) {
  const labelId = title ? (headingId ?? (id ? `${id}-heading` : undefined)) : undefined;
  return (
    <section
      id={id}
      aria-labelledby={labelId}
      className={clsx(styles.section, muted && styles.sectionMuted, className)}
      {...props}
    >
      <Container>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        {title && (
          <h2 id={labelId} className={styles.sectionHeading}>
            {title}
          </h2>
        )}
        {intro && <p className={styles.sectionIntro}>{intro}</p>}
        {children}
      </Container>
    </section>
  );
}

interface PageHeroProps {
  title: ReactNode;
  text?: ReactNode;
  eyebrow?: ReactNode;
  actions?: ReactNode;
  /** Decorative artwork beside the text on wide screens (hidden from assistive technology by its owner). */
  art?: ReactNode;
  children?: ReactNode;
}

/** The dark band at the top of a page, holding its h1. */
export function PageHero({ title, text, eyebrow, actions, art, children }: PageHeroProps) {
  return (
    <header className={styles.hero}>
      <Container className={clsx(styles.heroInner, art !== undefined && styles.heroWithArt)}>
        <div className={styles.heroCopy}>
          {eyebrow && <p className={styles.heroEyebrow}>{eyebrow}</p>}
          <h1 className={styles.heroTitle}>{title}</h1>
          {text && <p className={styles.heroText}>{text}</p>}
          {actions && <div className={styles.heroActions}>{actions}</div>}
          {children}
        </div>
        {art !== undefined && <div className={styles.heroArt}>{art}</div>}
      </Container>
    </header>
  );
}

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={clsx(styles.card, className)} {...props} />;
}

export function Grid({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={clsx(styles.grid, className)} {...props} />;
}

export function Badge({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={clsx(styles.badge, className)} {...props} />;
}
