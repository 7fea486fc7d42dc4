import { screen, within } from '@testing-library/react';
import type { StoryDetail, StoryList, StorySummary } from 'contracts';
import { renderWithProviders, testQueryClient } from 'shared-ui/test-utils';
import { storiesQueryOptions } from './api/get-stories';
import { ARCHIVED_STORY, storyQueryOptions } from './api/get-story';
import { StoryPage } from './components/story-page';
import { NewsPage } from './news-page';
import { newsArticleLd } from './story-article';

const summary = (slug: string, category: StorySummary['category'] = 'awards'): StorySummary => ({
  slug,
  category,
  picture: 'trophy',
  publishedAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  title: `Title of ${slug}`,
  summary: `Summary of ${slug}`,
  author: 'Leila Mansour',
});

const NoBox = () => null;

function renderNews(route: string, list: StoryList, address: Parameters<typeof storiesQueryOptions>[0]) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(storiesQueryOptions(address, 'en').queryKey, list);
  return renderWithProviders(<NewsPage NewsletterBox={NoBox} />, { route, path: '/news', queryClient });
}

describe('NewsPage', () => {
  it('links each category and marks the one shown; each story links to its page', () => {
    const list = { items: [summary('first'), summary('second')], total: 2, page: 1, pageSize: 6 };
    renderNews('/news?category=awards', list, { category: 'awards', page: 1 });
    const categories = within(screen.getByRole('navigation', { name: 'News categories' })).getAllByRole('link');
    expect(categories.map((link) => link.getAttribute('href'))).toEqual([
      '/news',
      '/news?category=company-news',
      '/news?category=product-launch',
      '/news?category=partnership',
      '/news?category=client-success',
      '/news?category=awards',
      '/news?category=events',
    ]);
    expect(screen.getByRole('link', { name: 'Awards' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Title of second' })).toHaveAttribute('href', '/news/second');
  });

  it('pages with real links, rel=prev and rel=next beside the current page', () => {
    const list = { items: [summary('x')], total: 13, page: 2, pageSize: 6 };
    renderNews('/news?page=2', list, { page: 2 });
    const pages = within(screen.getByRole('navigation', { name: 'Pagination' })).getAllByRole('link');
    expect(pages.map((link) => [link.getAttribute('href'), link.getAttribute('rel')])).toEqual([
      ['/news', 'prev'],
      ['/news?page=2', null],
      ['/news?page=3', 'next'],
    ]);
  });
});

describe('StoryPage', () => {
  const story: StoryDetail = {
    ...summary('the-story', 'events'),
    body: ['First paragraph.', 'Second paragraph.'],
    previous: summary('older'),
    related: [summary('related-one')],
  };

  it('shows the story whole, its neighbours and related stories', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(storyQueryOptions('the-story', 'en').queryKey, story);
    renderWithProviders(<StoryPage slug="the-story" />, { route: '/news/the-story', queryClient });
    expect(screen.getByRole('heading', { level: 1, name: 'Title of the-story' })).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Title of the-story' })).getByText('By Leila Mansour')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous: Title of older' })).toHaveAttribute('rel', 'prev');
    expect(screen.getByRole('link', { name: 'Title of related-one' })).toHaveAttribute('href', '/news/related-one');
  });

  it('shows its photo, described, in place of the artwork; lazy on the cards below', () => {
    const photo = { url: '/api/stories/photos/abc', alt: 'The new operations room in Doha' };
    const queryClient = testQueryClient();
    const withPhoto: StoryDetail = {
      ...story,
      photo,
      related: [{ ...summary('related-one'), photo: { url: '/api/stories/photos/def', alt: 'A trophy on a desk' } }],
    };
    queryClient.setQueryData(storyQueryOptions('the-story', 'en').queryKey, withPhoto);
    renderWithProviders(<StoryPage slug="the-story" />, { route: '/news/the-story', queryClient });
    const picture = within(screen.getByRole('article', { name: 'Title of the-story' })).getByRole('img', { name: photo.alt });
    expect(picture).toHaveAttribute('src', photo.url);
    expect(picture).not.toHaveAttribute('loading');
    expect(screen.getByRole('img', { name: 'A trophy on a desk' })).toHaveAttribute('loading', 'lazy');
  });

  it('says an archived story has been archived, with the way to every story', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(storyQueryOptions('old', 'en').queryKey, ARCHIVED_STORY);
    renderWithProviders(<StoryPage slug="old" />, { route: '/news/old', queryClient });
    expect(screen.getByRole('heading', { level: 1, name: 'This story has been archived' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/news');
  });

  it('shows the not-found screen for a story the API does not show', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(storyQueryOptions('gone', 'en').queryKey, null);
    renderWithProviders(<StoryPage slug="gone" />, { route: '/news/gone', queryClient });
    expect(screen.getByRole('heading', { name: 'Story Not Found' })).toBeInTheDocument();
  });

  it('describes the story as a schema.org NewsArticle', () => {
    expect(newsArticleLd(story, 'ar', 'فعاليات')).toMatchObject({
      '@type': 'NewsArticle',
      headline: story.title,
      inLanguage: 'ar',
      datePublished: story.publishedAt,
      author: { '@type': 'Person', name: 'Leila Mansour' },
      url: expect.stringMatching(/\/ar\/news\/the-story$/),
    });
  });
});
