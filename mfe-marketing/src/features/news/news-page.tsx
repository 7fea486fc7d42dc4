import { STORIES_PAGE_SIZE, STORY_FEEDS } from 'contracts/story-rules';
import { brand, FiveCardGrid, PageHero, PageMeta, Section, useLocale, useSearchParams, useSharedName } from 'shared-ui';
import type { NewsPageProps } from 'shared-ui/federation';
import { marketingMessages } from '../../messages';
import { storyListAddress, useStories } from './api/get-stories';
import { CategoryButtons } from './components/category-buttons';
import { newsPagePath, Pagination } from './components/pagination';
import { StoryCard } from './components/story-card';
import styles from './news-page.module.css';

/** /news (static): the stories the server read, of the category and page of its address; its newsletter box is an island of its own. */
export function NewsPage({ NewsletterBox }: NewsPageProps) {
  const t = marketingMessages.useT();
  const name = useSharedName();
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const address = storyListAddress(searchParams);
  const { data, isError } = useStories(address, locale);
  const [featuredStory, ...latestStories] = data?.items ?? [];
  const pages = Math.ceil((data?.total ?? 0) / STORIES_PAGE_SIZE);
  return (
    <>
      <PageMeta
        title={t('news.title')}
        description={t('news.meta.description', { company: name(brand.name) })}
        path={newsPagePath(address.page, address.category)}
        feeds={[
          { type: STORY_FEEDS.rss.type, title: t('news.feeds.rss'), path: STORY_FEEDS.rss.path },
          { type: STORY_FEEDS.atom.type, title: t('news.feeds.atom'), path: STORY_FEEDS.atom.path },
        ]}
      />
      <PageHero
        eyebrow={t('news.hero.eyebrow')}
        title={t('news.title')}
        text={t('news.hero.text', { brand: name(brand.shortName) })}
      />

      <Section id="news">
        <CategoryButtons selected={address.category} />
        {/* A failed read (the API down: the page's 503) says so where the stories would be. */}
        {isError && (
          <p role="alert" className={styles.loadError}>
            {t('news.loadError')}
          </p>
        )}

        {featuredStory && (
          <section aria-labelledby="featured-story-heading">
            <h2 id="featured-story-heading" className={styles.heading}>
              {t('news.featured')}
            </h2>
            <StoryCard story={featuredStory} featured />
          </section>
        )}

        {latestStories.length > 0 && (
          <section aria-labelledby="latest-news-heading" className={styles.latest}>
            <h2 id="latest-news-heading" className={styles.heading}>
              {t('news.latest')}
            </h2>
            <FiveCardGrid rows="two-three">
              {latestStories.map((story) => (
                <li key={story.slug}>
                  <StoryCard story={story} />
                </li>
              ))}
            </FiveCardGrid>
          </section>
        )}

        <Pagination page={address.page} pages={pages} category={address.category} />
        <NewsletterBox />
      </Section>
    </>
  );
}
