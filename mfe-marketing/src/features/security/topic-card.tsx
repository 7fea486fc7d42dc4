import { Card } from 'shared-ui';
import styles from './security-page.module.css';

interface TopicCardProps {
  title: string;
  text: string;
}

/** One titled card in a card grid; rendered as a list item of its grid. */
export function TopicCard({ title, text }: TopicCardProps) {
  return (
    <li className={styles.gridItem}>
      <Card className={styles.topicCard}>
        <h3 className={styles.topicTitle}>{title}</h3>
        <p className={styles.topicText}>{text}</p>
      </Card>
    </li>
  );
}
