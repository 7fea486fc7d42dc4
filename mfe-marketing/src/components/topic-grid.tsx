import { Card } from 'shared-ui';
import { gridColumnsClass } from './grid-columns';
import styles from './topic-grid.module.css';

export interface Topic {
  title: string;
  text: string;
}

interface TopicGridProps {
  topics: readonly Topic[];
  /** The colour of the cards' top border. */
  tone?: 'primary' | 'accent';
}

/** A responsive list of titled cards, in rows that never end with a lone card. */
export function TopicGrid({ topics, tone = 'primary' }: TopicGridProps) {
  const cardClass = tone === 'accent' ? `${styles.card} ${styles.accent}` : styles.card;
  return (
    <ul className={`${styles.grid} ${gridColumnsClass(topics.length)}`}>
      {topics.map((topic) => (
        <li key={topic.title} className={styles.gridItem}>
          <Card className={cardClass}>
            <h3 className={styles.title}>{topic.title}</h3>
            <p className={styles.text}>{topic.text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export { styles as topicStyles };
