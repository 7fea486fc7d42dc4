import { CardLink, clsx, LocalDate } from 'shared-ui';
import { marketingMessages } from '../../../messages';
import { newsText } from '../news-text';
import type { NewsStory } from '../stories';
import { StoryArtwork } from './story-artwork';
import styles from './story-card.module.css';

interface StoryCardProps {
  story: NewsStory;
  featured?: boolean;
}

/** A news story; its title links to /news/{slug} (spec §2: that route is the not-found page). */
const storyPath = (story: NewsStory) => `/news/${story.slug}`;

export function StoryCard({ story, featured = false }: StoryCardProps) {
  const t = marketingMessages.useT();
  const { categoryNames } = newsText.useText();
  return (
    <article className={clsx(styles.story, featured && styles.isFeatured)}>
      <StoryArtwork image={story.image} />
      <div className={styles.body}>
        <p className={styles.category}>{categoryNames[story.category]}</p>
        <h3 className={styles.title}>
          <CardLink to={storyPath(story)} cardRadius="lg" cardClips>
            {story.title}
          </CardLink>
        </h3>
        <p className={styles.excerpt}>{story.excerpt}</p>
        <p className={styles.byline}>
          <LocalDate date={story.date} />
          <span aria-hidden="true"> · </span>
          <span>{t('news.byline', { author: story.author })}</span>
        </p>
      </div>
    </article>
  );
}
