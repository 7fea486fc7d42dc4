/**
 * Structured data of a story's page: a schema.org NewsArticle with Google's recommended
 * properties. Typed with schema-dts: a property or type schema.org lacks fails the type check.
 * https://developers.google.com/search/docs/appearance/structured-data/article
 */
import type { StoryDetail } from 'contracts';
import { type Locale, pathInLocale } from 'contracts/languages';
import { storyPath } from 'contracts/story-rules';
import type { NewsArticle, WithContext } from 'schema-dts';
import { brand, canonicalUrl } from 'shared-ui';

export function newsArticleLd(story: StoryDetail, locale: Locale, categoryName: string): WithContext<NewsArticle> {
  const url = canonicalUrl(pathInLocale(storyPath(story.slug), locale));
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: story.title,
    description: story.summary,
    articleBody: story.body.join('\n\n'),
    articleSection: categoryName,
    inLanguage: locale,
    datePublished: story.publishedAt,
    dateModified: story.updatedAt,
    ...(story.photo && { image: canonicalUrl(story.photo.url) }),
    author: { '@type': 'Person', name: story.author },
    publisher: { '@type': 'Organization', name: brand.name, url: brand.siteUrl },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
}
