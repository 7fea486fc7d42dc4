import type { StorySummary } from 'contracts';
import { storyPath } from 'contracts/story-rules';
import { CardLink, clsx, LocalDate } from 'shared-ui';
import { marketingMessages } from '../../../messages';
import { CATEGORY_NAMES } from '../news-categories';
import { newsText } from '../news-text';
import styles from './story-card.module.css';
import { StoryPicture } from './story-picture';

interface StoryCardProps {
  story: StorySummary;
  featured?: boolean;
  /** Its photo waits until it comes near: every card but those at the top of a page. */
  lazy?: boolean;
}

export function StoryCard({ story, featured = false, lazy = !featured }: StoryCardProps) {
  const t = marketingMessages.useT();
  const { categoryNames } = newsText.useText();
  return (
    <article className={clsx(styles.story, featured && styles.isFeatured)}>
      <StoryPicture story={story} lazy={lazy} />
      <div className={styles.body}>
        <p className={styles.category}>{categoryNames[CATEGORY_NAMES[story.category]]}</p>
        <h3 className={styles.title}>
          <CardLink to={storyPath(story.slug)} cardRadius="lg" cardClips>
            {story.title}
          </CardLink>
        </h3>
        <p className={styles.excerpt}>{story.summary}</p>
        <p className={styles.byline}>
          <LocalDate date={story.publishedAt.slice(0, 10)} />
          <span aria-hidden="true"> · </span>
          <span>{t('news.byline', { author: story.author })}</span>
        </p>
      </div>
    </article>
  );
}
