import type { StorySummary } from 'contracts';
import { StoryArtwork } from './story-artwork';
import styles from './story-card.module.css';

interface StoryPictureProps {
  story: Pick<StorySummary, 'picture' | 'photo'>;
  /** Below the fold (a card past the first): the browser fetches the photo once it comes near. */
  lazy?: boolean;
}

/**
 * A story's picture: its uploaded photo, said in words by its description, or else its drawn
 * artwork (decorative). Both take the same 16:9 box before anything loads, so nothing shifts.
 */
export function StoryPicture({ story, lazy = false }: StoryPictureProps) {
  if (!story.photo) return <StoryArtwork image={story.picture} />;
  return (
    <img
      className={styles.artwork}
      src={story.photo.url}
      alt={story.photo.alt}
      width={1600}
      height={900}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
    />
  );
}
