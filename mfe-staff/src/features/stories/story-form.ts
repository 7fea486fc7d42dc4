/**
 * The story editor's form: both languages' words as typed (the body one textarea, paragraphs
 * apart by a blank line), turned into the API's story input and checked with its schema
 * (contracts `storyInputSchema`), so the editor and the API give the same message for each field.
 */
import type { StoryDetail } from 'contracts';
import type { Locale } from 'contracts/languages';
import { type StaffStory, type StoryContent, type StoryInput, storyInputSchema } from 'contracts/staff';
import { slugFromTitle } from 'contracts/staff-rules';
import { STORY_SLUG_MAX, type StoryCategory, type StoryPicture, storyPhotoUrl } from 'contracts/story-rules';
import type { Resolver } from 'react-hook-form';

/** A story's words in one language, as the form holds them. */
const TEXT_FIELDS = ['title', 'summary', 'author', 'body', 'photoAlt'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export interface StoryFormValues {
  category: StoryCategory;
  picture: StoryPicture;
  slug: string;
  /** The uploaded photo's id; '' for the artwork. */
  photo: string;
  enTitle: string;
  enSummary: string;
  enAuthor: string;
  enBody: string;
  enPhotoAlt: string;
  arTitle: string;
  arSummary: string;
  arAuthor: string;
  arBody: string;
  arPhotoAlt: string;
}
export type StoryField = keyof StoryFormValues;

/** The form field of one language's words: `enTitle`, `arBody`. */
export type StoryTextField = `${Locale}${Capitalize<TextField>}`;
export const textField = (locale: Locale, field: TextField) =>
  `${locale}${field[0]?.toUpperCase()}${field.slice(1)}` as StoryTextField;

export const EMPTY_STORY: StoryFormValues = {
  category: 'company-news',
  picture: 'skyline',
  slug: '',
  photo: '',
  enTitle: '',
  enSummary: '',
  enAuthor: '',
  enBody: '',
  enPhotoAlt: '',
  arTitle: '',
  arSummary: '',
  arAuthor: '',
  arBody: '',
  arPhotoAlt: '',
};

/** The fields in the order they appear (English beside Arabic, English first): the first one in error gets the focus. */
export const STORY_FIELD_ORDER = Object.keys(EMPTY_STORY) as StoryField[];

/** The body's paragraphs: apart by one or more blank lines. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

function textInput(values: StoryFormValues, locale: Locale) {
  const photoAlt = values[textField(locale, 'photoAlt')].trim();
  return {
    title: values[textField(locale, 'title')],
    summary: values[textField(locale, 'summary')],
    author: values[textField(locale, 'author')],
    body: paragraphsOf(values[textField(locale, 'body')]),
    ...(values.photo && { photoAlt }),
  };
}

/** What the editor sends: its values as the API's story input. */
export function toStoryInput(values: StoryFormValues): StoryInput {
  return {
    slug: values.slug.trim(),
    category: values.category,
    picture: values.picture,
    ...(values.photo && { photo: values.photo }),
    text: { en: textInput(values, 'en'), ar: textInput(values, 'ar') },
  };
}

/** The editor's values of a story the API has. */
export function toFormValues(story: StaffStory): StoryFormValues {
  const values: StoryFormValues = {
    ...EMPTY_STORY,
    category: story.category,
    picture: story.picture,
    slug: story.slug,
    photo: story.photo ?? '',
  };
  for (const locale of ['en', 'ar'] as const) {
    const text = story.text[locale];
    values[textField(locale, 'title')] = text.title;
    values[textField(locale, 'summary')] = text.summary;
    values[textField(locale, 'author')] = text.author;
    values[textField(locale, 'body')] = text.body.join('\n\n');
    values[textField(locale, 'photoAlt')] = text.photoAlt ?? '';
  }
  return values;
}

/** A field of the API's story input (`text.ar.body.2`, `slug`) as the editor field that holds it. */
export function formFieldOf(apiField: string): StoryField | undefined {
  const [head = '', locale, field] = apiField.split('.');
  if (head === 'text') {
    if ((locale === 'en' || locale === 'ar') && (TEXT_FIELDS as readonly string[]).includes(field ?? '')) {
      return textField(locale, field as TextField);
    }
    return undefined;
  }
  return (['category', 'picture', 'slug', 'photo'] as const).find((name) => name === head);
}

/** Each message of the API or the schema at the editor field it is about; the first for each field. */
export function storyFieldMessages(messages: Iterable<[string, string]>): Partial<Record<StoryField, string>> {
  const byField: Partial<Record<StoryField, string>> = {};
  for (const [apiField, message] of messages) {
    const field = formFieldOf(apiField);
    if (field && !byField[field]) byField[field] = message;
  }
  return byField;
}

export const storyResolver: Resolver<StoryFormValues, unknown, StoryContent> = async (values) => {
  const result = storyInputSchema.safeParse(toStoryInput(values));
  if (result.success) return { values: result.data, errors: {} };
  const messages = storyFieldMessages(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  const errors = Object.fromEntries(Object.entries(messages).map(([field, message]) => [field, { type: 'validate', message }]));
  return { values: {}, errors };
};

/**
 * The story as its public page would show it now in one language, for marketing's preview:
 * what is typed, with placeholders where nothing is yet. A story not yet published shows `now`.
 */
export function previewStory(values: StoryFormValues, locale: Locale, story: StaffStory | undefined, now: string): StoryDetail {
  const text = textInput(values, locale);
  const shownAt = story && story.state !== 'draft' ? story.publishedAt : now;
  return {
    slug: values.slug.trim() || slugFromTitle(values.enTitle, STORY_SLUG_MAX) || 'new-story',
    category: values.category,
    picture: values.picture,
    ...(values.photo && { photo: { url: storyPhotoUrl(values.photo), alt: text.photoAlt ?? '' } }),
    publishedAt: shownAt,
    updatedAt: now,
    title: text.title.trim() || 'Story title',
    summary: text.summary.trim() || 'The summary shows here.',
    author: text.author.trim() || 'Author',
    body: text.body.length > 0 ? text.body : ['The story’s paragraphs show here.'],
    related: [],
  };
}
