import { brand, FiveCardGrid, PageHero, PageMeta, Section, useSharedName } from 'shared-ui';
import type { NewsPageProps } from 'shared-ui/federation';
import { marketingMessages } from '../../messages';
import { CategoryButtons } from './components/category-buttons';
import { PaginationLook } from './components/pagination-look';
import { StoryCard } from './components/story-card';
import styles from './news-page.module.css';
import { newsText } from './news-text';

/** /news (static): its newsletter box comes from the shell, as an island of its own. */
export function NewsPage({ NewsletterBox }: NewsPageProps) {
  const t = marketingMessages.useT();
  const name = useSharedName();
  const { featuredStory, latestStories } = newsText.useText();
  return (
    <>
      <PageMeta title={t('news.title')} description={t('news.meta.description', { company: name(brand.name) })} />
      <PageHero
        eyebrow={t('news.hero.eyebrow')}
        title={t('news.title')}
        text={t('news.hero.text', { brand: name(brand.shortName) })}
      />

      <Section id="news">
        <CategoryButtons />

        <section aria-labelledby="featured-story-heading">
          <h2 id="featured-story-heading" className={styles.heading}>
            {t('news.featured')}
          </h2>
          <StoryCard story={featuredStory} featured />
        </section>

        <section aria-labelledby="latest-news-heading" className={styles.latest}>
          <h2 id="latest-news-heading" className={styles.heading}>
            {t('news.latest')}
          </h2>
          <FiveCardGrid rows="two-three">
            {latestStories.map((story) => (
              <li key={story.id}>
                <StoryCard story={story} />
              </li>
            ))}
          </FiveCardGrid>
        </section>

        <PaginationLook />
        <NewsletterBox />
      </Section>
    </>
  );
}
