import type { StoryDetail } from 'contracts';
import { storyPath } from 'contracts/story-rules';
import type { ReactNode } from 'react';
import { Grid, Link, LocalDate, NotFoundScreen, PageHero, PageMeta, Section, useLocale } from 'shared-ui';
import { marketingMessages } from '../../../messages';
import { ARCHIVED_STORY, useStory } from '../api/get-story';
import { CATEGORY_NAMES } from '../news-categories';
import { newsText } from '../news-text';
import { newsArticleLd } from '../story-article';
import { StoryCard } from './story-card';
import styles from './story-page.module.css';
import { StoryPicture } from './story-picture';

/**
 * /news/{slug}: the story the server read. A slug it could not find was answered 404 with the
 * not-found page, an archived story 410 with a page that says so.
 */
export function StoryPage({ slug }: { slug: string }) {
  const locale = useLocale();
  const t = marketingMessages.useT();
  const { data: story, isError } = useStory(slug, locale);
  if (story === ARCHIVED_STORY) return <ArchivedStory />;
  if (story) return <StoryView story={story} />;
  // A failed read (the API down: the page's 503) shows the not-found screen and says why.
  return (
    <NotFoundScreen
      title={t('news.story.notFound.title')}
      text={t('news.story.notFound.text')}
      reason={isError ? t('news.loadError') : undefined}
      linkTo="/news"
      linkLabel={t('news.story.all')}
    />
  );
}

/** A story taken off the site: said plainly, with the way to the others; never indexed. */
function ArchivedStory() {
  const t = marketingMessages.useT();
  return (
    <>
      <PageMeta title={t('news.story.archived.title')} description={t('news.story.archived.text')} noIndex />
      <NotFoundScreen
        title={t('news.story.archived.title')}
        text={t('news.story.archived.text')}
        linkTo="/news"
        linkLabel={t('news.story.all')}
      />
    </>
  );
}

function StoryView({ story }: { story: StoryDetail }) {
  const t = marketingMessages.useT();
  const locale = useLocale();
  const { categoryNames } = newsText.useText();
  const category = categoryNames[CATEGORY_NAMES[story.category]];
  return (
    <>
      <PageMeta
        title={story.title}
        description={story.summary}
        path={storyPath(story.slug)}
        type="article"
        structuredData={process.env.RENDER_TARGET !== 'browser' && newsArticleLd(story, locale, category)}
      />
      <StoryContent story={story}>
        <nav aria-label={t('news.story.neighbours')}>
          <ul className={styles.neighbours}>
            {story.previous && (
              <li>
                <Link to={storyPath(story.previous.slug)} rel="prev">
                  {t('news.story.previous', { title: story.previous.title })}
                </Link>
              </li>
            )}
            {story.next && (
              <li>
                <Link to={storyPath(story.next.slug)} rel="next">
                  {t('news.story.next', { title: story.next.title })}
                </Link>
              </li>
            )}
            <li>
              <Link to="/news">{t('news.story.all')}</Link>
            </li>
          </ul>
        </nav>
        {story.related.length > 0 && (
          <section aria-labelledby="related-stories-heading" className={styles.related}>
            <h2 id="related-stories-heading">{t('news.story.related')}</h2>
            <Grid>
              {story.related.map((related) => (
                <StoryCard key={related.slug} story={related} lazy />
              ))}
            </Grid>
          </section>
        )}
      </StoryContent>
    </>
  );
}

/**
 * The story as visitors read it: its hero, date, author, picture and text. `preview` is the
 * staff story editor's live preview (./StoryPreview): the same content, with nothing that leads
 * anywhere (the category as text, not a link). `children` follow the story: the page's links to others.
 */
export function StoryContent({
  story,
  preview = false,
  children,
}: {
  story: StoryDetail;
  preview?: boolean;
  children?: ReactNode;
}) {
  const t = marketingMessages.useT();
  const { categoryNames } = newsText.useText();
  const category = categoryNames[CATEGORY_NAMES[story.category]];
  return (
    <>
      <PageHero
        eyebrow={preview ? category : <Link to={`/news?category=${story.category}`}>{category}</Link>}
        title={story.title}
      />
      <Section id="story">
        <article className={styles.article} aria-labelledby="story-title">
          <h2 id="story-title" className="visually-hidden">
            {story.title}
          </h2>
          <p className={styles.meta}>
            <LocalDate date={story.publishedAt.slice(0, 10)} />
            <span aria-hidden="true"> · </span>
            <span>{t('news.byline', { author: story.author })}</span>
          </p>
          <div className={styles.picture}>
            <StoryPicture story={story} />
          </div>
          <div className={styles.body}>
            {story.body.map((paragraph, index) => (
              // Paragraphs may repeat while typed in the preview: their place keeps them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the body is a list of texts without ids
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </article>
        {children}
      </Section>
    </>
  );
}
