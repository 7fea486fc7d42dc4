import type { CSSProperties } from 'react';
import { useUiText } from '../../i18n/shared-names';
import { ButtonLink } from '../button/button';
import { Container } from '../layout/layout';
import styles from './feedback.module.css';

export function Spinner({ label }: { label?: string }) {
  const ui = useUiText();
  return (
    <span role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label ?? ui.loading}</span>
    </span>
  );
}

export function Skeleton({
  height = '1rem',
  width = '100%',
}: {
  height?: CSSProperties['height'];
  width?: CSSProperties['width'];
}) {
  return <span className={styles.skeleton} style={{ height, width }} aria-hidden="true" />;
}

interface NotFoundScreenProps {
  title: string;
  text: string;
  /** Why it is shown, when that is more than absence (a load that failed). */
  reason?: string;
  /** The way out: a button to this path with this label. */
  linkTo: string;
  linkLabel: string;
}

/** What a page shows in place of something that does not exist: the 404 page, an unknown service. */
export function NotFoundScreen({ title, text, reason, linkTo, linkLabel }: NotFoundScreenProps) {
  return (
    <Container className={styles.notFound}>
      <h1 className={styles.notFoundTitle}>{title}</h1>
      <p className={styles.notFoundText}>{text}</p>
      {reason && <p className={styles.notFoundText}>{reason}</p>}
      <ButtonLink to={linkTo}>{linkLabel}</ButtonLink>
    </Container>
  );
}
