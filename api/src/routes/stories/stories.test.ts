import { createHash } from 'node:crypto';
import {
  errorBodySchema,
  STORIES_PAGE_SIZE,
  STORY_ARCHIVED_MESSAGE,
  storyDetailSchema,
  storyListSchema,
  storyPhotoUrl,
} from 'contracts';
import { stories } from '../../seed/stories';
import { storyFixture } from '../../store/stories.contract';
import { pngBytes } from '../../test-support/fixtures';
import { closeTestApps, createTestApp } from '../../test-support/test-app';

afterEach(closeTestApps);

const SLUGS_NEWEST_FIRST = stories.map((story) => story.slug);

describe('GET /api/stories', () => {
  it('lists the published stories newest first, in the language asked', async () => {
    const { app } = await createTestApp();
    const english = storyListSchema.parse((await app.inject({ method: 'GET', url: '/api/stories' })).json());
    expect(english.items.map((story) => story.slug)).toEqual(SLUGS_NEWEST_FIRST);
    expect(english).toMatchObject({ total: 6, page: 1, pageSize: STORIES_PAGE_SIZE });
    expect(english.items[0]).not.toHaveProperty('body');
    const arabic = storyListSchema.parse((await app.inject({ method: 'GET', url: '/api/stories?lang=ar' })).json());
    expect(arabic.items[0]?.title).toBe(stories[0]?.text.ar.title);
    expect(arabic.items[0]?.author).toBe('ليلى منصور');
  });

  it('filters by category and pages', async () => {
    const { app } = await createTestApp();
    const awards = storyListSchema.parse((await app.inject({ method: 'GET', url: '/api/stories?category=awards' })).json());
    expect(awards.items.map((story) => story.slug)).toEqual(['public-sector-cybersecurity-award']);
    const beyond = storyListSchema.parse((await app.inject({ method: 'GET', url: '/api/stories?page=2' })).json());
    expect(beyond).toMatchObject({ items: [], total: 6, page: 2 });
  });

  it('leaves out a draft and a story whose publish time has not come', async () => {
    const { app, store } = await createTestApp();
    await store.stories.create(storyFixture('a-draft', 1, { state: 'draft' }));
    await store.stories.create(storyFixture('next-week', -7));
    const list = storyListSchema.parse((await app.inject({ method: 'GET', url: '/api/stories' })).json());
    expect(list.items.map((story) => story.slug)).toEqual(SLUGS_NEWEST_FIRST);
  });

  it('refuses an unknown category or a bad page with 400', async () => {
    const { app } = await createTestApp();
    for (const url of ['/api/stories?category=gossip', '/api/stories?page=0', '/api/stories?lang=fr']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      errorBodySchema.parse(response.json());
    }
  });
});

describe('GET /api/stories/:slug', () => {
  it('gives the whole story with its neighbours and related stories', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/stories/university-cybersecurity-talent-partnership' });
    expect(response.statusCode).toBe(200);
    const story = storyDetailSchema.parse(response.json());
    expect(story.body.length).toBeGreaterThanOrEqual(3);
    expect(story.previous?.slug).toBe('municipal-permit-processing-case-study');
    expect(story.next?.slug).toBe('quantum-resistant-key-management');
    expect(story.related).toHaveLength(3);
    expect(story.related.map((other) => other.slug)).not.toContain(story.slug);
  });

  it('has no newer story for the newest, no older for the oldest', async () => {
    const { app } = await createTestApp();
    const newest = storyDetailSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/stories/${SLUGS_NEWEST_FIRST[0]}` })).json(),
    );
    expect(newest.next).toBeUndefined();
    const oldest = storyDetailSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/stories/${SLUGS_NEWEST_FIRST[5]}?lang=ar` })).json(),
    );
    expect(oldest.previous).toBeUndefined();
    expect(oldest.body[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers 404 for an unknown slug, a draft, a story archived before it was ever shown and one not yet due', async () => {
    const { app, store } = await createTestApp();
    await store.stories.create(storyFixture('a-draft', 1, { state: 'draft' }));
    await store.stories.create(storyFixture('archived', 1, { state: 'archived' }));
    await store.stories.create(storyFixture('next-week', -7));
    for (const slug of ['no-such-story', 'a-draft', 'archived', 'next-week', 'Not.A.Slug']) {
      const response = await app.inject({ method: 'GET', url: `/api/stories/${slug}` });
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json()).message).toBe('Story not found');
    }
  });
  it('answers 410 for a story archived after it was on the site, and leaves it out of the list', async () => {
    const { app, store } = await createTestApp();
    const shown = storyFixture('taken-down', 1, { state: 'archived' });
    await store.stories.create({ ...shown, firstPublishedAt: shown.publishedAt });
    const response = await app.inject({ method: 'GET', url: '/api/stories/taken-down?lang=ar' });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ message: STORY_ARCHIVED_MESSAGE });
    const list = storyListSchema.parse((await app.inject({ method: 'GET', url: '/api/stories' })).json());
    expect(list.items.map((story) => story.slug)).toEqual(SLUGS_NEWEST_FIRST);
  });
});

describe('GET /api/stories/photos/:id', () => {
  it('serves a photo with its type, cached for a year; the story’s card carries its address and description', async () => {
    const { app, store } = await createTestApp();
    const bytes = pngBytes();
    const id = createHash('sha256').update(bytes).digest('hex');
    await store.storyPhotos.put(id, { type: 'image/png', bytes });
    const text = (title: string, photoAlt: string) => ({
      title,
      summary: `${title}.`,
      author: 'Leila Mansour',
      body: ['.'],
      photoAlt,
    });
    await store.stories.create(
      storyFixture('with-photo', 0.5, { photo: id, text: { en: text('With a photo', 'A view'), ar: text('بصورة', 'منظر') } }),
    );
    const list = storyListSchema.parse((await app.inject({ method: 'GET', url: '/api/stories' })).json());
    expect(list.items[0]).toMatchObject({ slug: 'with-photo', photo: { url: storyPhotoUrl(id), alt: 'A view' } });
    expect(list.items[1]).not.toHaveProperty('photo');
    const photo = await app.inject({ method: 'GET', url: storyPhotoUrl(id) });
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.equals(bytes)).toBe(true);
    expect(photo.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      etag: `"${id}"`,
    });
    const again = await app.inject({ method: 'GET', url: storyPhotoUrl(id), headers: { 'if-none-match': `"${id}"` } });
    expect(again.statusCode).toBe(304);
  });

  it.each(['0'.repeat(64), 'not-a-photo-id', 'A'.repeat(64)])('answers 404 for %s', async (id) => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: `/api/stories/photos/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('the story feeds', () => {
  it.each([
    ['/api/stories/feed.xml', 'application/rss+xml; charset=utf-8', '<rss'],
    ['/api/stories/feed.atom', 'application/atom+xml; charset=utf-8', '<feed'],
  ])('%s lists the published stories linked to their pages', async (url, type, root) => {
    const { app } = await createTestApp();
    const english = await app.inject({ method: 'GET', url });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe(type);
    expect(english.body).toContain(root);
    expect(english.body).toContain('/news/security-operations-centre-doha');
    const arabic = await app.inject({ method: 'GET', url: `${url}?lang=ar` });
    expect(arabic.body).toContain('/ar/news/security-operations-centre-doha');
    expect(arabic.body).toContain(stories[0]?.text.ar.title);
  });
});
