import type { ReactNode } from 'react';
import { Section } from 'shared-ui';
import styles from './call-to-action.module.css';

interface CallToActionProps {
  id: string;
  title: string;
  text: ReactNode;
  /** The button under the text, if any. */
  action?: ReactNode;
  muted?: boolean;
}

/** The closing section of a page: a centred invitation and its button. */
export function CallToAction({ id, title, text, action, muted }: CallToActionProps) {
  return (
    <Section id={id} title={title} muted={muted} className={styles.callToAction}>
      <p className={styles.text}>{text}</p>
      {action}
    </Section>
  );
}
