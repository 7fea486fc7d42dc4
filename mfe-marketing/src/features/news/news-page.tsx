import { brand, FiveCardGrid, PageHero, PageMeta, Section } from 'shared-ui';
import { CategoryButtons } from './components/category-buttons';
import { NewsletterBox } from './components/newsletter-box';
import { PaginationLook } from './components/pagination-look';
import { StoryCard } from './components/story-card';
import styles from './news-page.module.css';
import { featuredStory, latestStories } from './stories';

export function NewsPage() {
  return (
    <>
      <PageMeta
        title="News & Insights"
        description={`Company news, product launches, partnerships, client success stories, awards and events from ${brand.name}.`}
      />
      <PageHero
        eyebrow="Newsroom"
        title="News & Insights"
        text={`The latest announcements, client stories and events from ${brand.shortName} and our teams around the world.`}
      />

      <Section id="news">
        <CategoryButtons />

        <section aria-labelledby="featured-story-heading">
          <h2 id="featured-story-heading" className={styles.heading}>
            Featured Story
          </h2>
          <StoryCard story={featuredStory} featured />
        </section>

        <section aria-labelledby="latest-news-heading" className={styles.latest}>
          <h2 id="latest-news-heading" className={styles.heading}>
            Latest News
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
