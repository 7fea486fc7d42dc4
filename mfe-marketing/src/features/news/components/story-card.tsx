import { Link } from 'react-router-dom';
import { formatStoryDate } from '../format-story-date';
import { type NewsStory, type StoryArtwork, storyPath } from '../stories';
import styles from './story-card.module.css';

const ARTWORK_CLASS: Record<StoryArtwork, string | undefined> = {
  skyline: styles.artworkSkyline,
  vault: styles.artworkVault,
  campus: styles.artworkCampus,
  portal: styles.artworkPortal,
  trophy: styles.artworkTrophy,
  stage: styles.artworkStage,
};

interface StoryCardProps {
  story: NewsStory;
  featured?: boolean;
}

/** A news story; its title links to /news/{slug} (spec §2: that route is the not-found page). */
export function StoryCard({ story, featured = false }: StoryCardProps) {
  return (
    <article className={[styles.story, featured && styles.isFeatured].filter(Boolean).join(' ')}>
      {/* Decorative: the title says what the story is about. */}
      <div aria-hidden="true" className={[styles.artwork, ARTWORK_CLASS[story.image]].filter(Boolean).join(' ')} />
      <div className={styles.body}>
        <p className={styles.category}>{story.category}</p>
        <h3 className={styles.title}>
          <Link to={storyPath(story)} className={styles.titleLink}>
            {story.title}
          </Link>
        </h3>
        <p className={styles.excerpt}>{story.excerpt}</p>
        <p className={styles.byline}>
          <time dateTime={story.date}>{formatStoryDate(story.date)}</time>
          <span aria-hidden="true"> · </span>
          <span>By {story.author}</span>
        </p>
      </div>
    </article>
  );
}
