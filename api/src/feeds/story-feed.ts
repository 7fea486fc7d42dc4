/**
 * The published news stories as an RSS 2.0 or Atom 1.0 feed (the `feed` package writes both), in
 * a language: its title and each story's words in it, each story linked to its page in it.
 */

import type { StorySummary } from 'contracts';
import { brand } from 'contracts/brand';
import { type Locale, pathInLocale } from 'contracts/languages';
import { STORY_FEEDS, type StoryFeedFormat, storyPath } from 'contracts/story-rules';
import { Feed } from 'feed';
import { siteUrl } from './job-feed';
import { xmlText } from './xml-text';

const FEED_TEXTS: Record<Locale, { title: string; description: string }> = {
  en: { title: `News from ${brand.name}`, description: 'Our latest stories, newest first.' },
  ar: { title: `أخبار ${brand.name}`, description: 'أحدث أخبارنا، الأحدث أولا.' },
};

export function buildStoryFeed(stories: readonly StorySummary[], locale: Locale, format: StoryFeedFormat): string {
  const texts = FEED_TEXTS[locale];
  const feed = new Feed({
    id: siteUrl(pathInLocale(STORY_FEEDS.atom.path, locale)),
    title: xmlText(texts.title),
    description: xmlText(texts.description),
    link: siteUrl(pathInLocale('/news', locale)),
    language: locale,
    // The newest change among the stories; the epoch for a feed without any.
    updated: new Date(Math.max(0, ...stories.map((story) => Date.parse(story.updatedAt)))),
    generator: brand.name,
    copyright: `© ${brand.name}`,
    favicon: siteUrl('/favicon.svg'),
    feedLinks: {
      rss: siteUrl(pathInLocale(STORY_FEEDS.rss.path, locale)),
      atom: siteUrl(pathInLocale(STORY_FEEDS.atom.path, locale)),
    },
    author: { name: brand.name, link: brand.siteUrl },
  });
  for (const story of stories) {
    const link = siteUrl(pathInLocale(storyPath(story.slug), locale));
    feed.addItem({
      id: link,
      guid: link,
      link,
      title: xmlText(story.title),
      description: xmlText(story.summary),
      author: [{ name: xmlText(story.author) }],
      date: new Date(story.updatedAt),
      published: new Date(story.publishedAt),
      category: [{ name: story.category }],
    });
  }
  return format === 'rss' ? feed.rss2() : feed.atom1();
}
