import { createHash } from 'node:crypto';
import {
  errorBodySchema,
  STORY_ARCHIVED_MESSAGE,
  STORY_PHOTO_MAX_BYTES,
  STORY_PHOTO_MESSAGES,
  storyDetailSchema,
  storyListSchema,
} from 'contracts';
import { type StoryInput, staffStoryPageSchema, staffStorySchema, storyPhotoUploadSchema } from 'contracts/staff';
import type { InjectOptions } from 'fastify';
import { ROLE_REFUSED_MESSAGE } from '../../../plugins/staff-gate';
import { pngBytes } from '../../../test-support/fixtures';
import { multipartBody, multipartHeaders } from '../../../test-support/multipart';
import { asStaff, signedInStaff } from '../../../test-support/staff';
import { closeTestApps, createTestApp } from '../../../test-support/test-app';
import { STORY_PHOTO_MISSING_MESSAGE, STORY_SLUG_FIXED_MESSAGE, STORY_SLUG_TAKEN_MESSAGE } from './index';
import { PUBLISH_AT_PAST_MESSAGE } from './state';

afterEach(closeTestApps);

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

const words = (title: string) => ({
  title,
  summary: `${title}: what happened, told in a few words for the card.`,
  author: 'Leila Mansour',
  body: ['The first paragraph of the story.', 'The second one.'],
});
const storyInput = (overrides: Partial<StoryInput> = {}): StoryInput => ({
  category: 'company-news',
  picture: 'skyline',
  text: { en: words('Our New Office in Doha'), ar: words('مكتبنا الجديد في الدوحة') },
  ...overrides,
});

async function setup() {
  const testApp = await createTestApp();
  const { app, store } = testApp;
  const marketing = await signedInStaff(app, store, 'marketing');
  const send = (options: InjectOptions) => app.inject(asStaff(marketing, options));
  const create = async (overrides: Partial<StoryInput> = {}) => {
    const response = await send({ method: 'POST', url: '/api/staff/stories', payload: storyInput(overrides) });
    if (response.statusCode !== 201) throw new Error(`draft not created: ${response.body}`);
    return staffStorySchema.parse(response.json());
  };
  const changeState = (id: string, payload: object) => send({ method: 'POST', url: `/api/staff/stories/${id}/state`, payload });
  const upload = (filename: string, data: Buffer, contentType = 'image/png') =>
    send({
      method: 'POST',
      url: '/api/staff/stories/photos',
      headers: multipartHeaders(),
      payload: multipartBody([{ name: 'photo', filename, contentType, data }]),
    });
  const publicList = async () =>
    storyListSchema.parse((await app.inject({ method: 'GET', url: '/api/stories' })).json()).items.map((story) => story.slug);
  return { ...testApp, marketing, send, create, changeState, upload, publicList };
}

describe('a story from draft to archived, as visitors see it', () => {
  it('creates a draft, its address made from the English title, nowhere on the public site', async () => {
    const { app, create, publicList, marketing } = await setup();
    const draft = await create();
    expect(draft).toMatchObject({ slug: 'our-new-office-in-doha', state: 'draft', updatedBy: marketing.account.email });
    expect(draft.firstPublishedAt).toBeUndefined();
    expect(await publicList()).not.toContain(draft.slug);
    expect((await app.inject({ method: 'GET', url: `/api/stories/${draft.slug}` })).statusCode).toBe(404);
  });

  it('publishes at once: first on the list, its page served', async () => {
    const { app, clock, create, changeState, publicList } = await setup();
    const draft = await create();
    const response = await changeState(draft.id, { state: 'published' });
    expect(response.statusCode).toBe(200);
    expect(staffStorySchema.parse(response.json())).toMatchObject({
      state: 'published',
      publishedAt: clock.now.toISOString(),
      firstPublishedAt: clock.now.toISOString(),
    });
    expect((await publicList())[0]).toBe(draft.slug);
    const page = await app.inject({ method: 'GET', url: `/api/stories/${draft.slug}?lang=ar` });
    expect(storyDetailSchema.parse(page.json()).title).toBe('مكتبنا الجديد في الدوحة');
  });

  it('schedules for a time to come, shown only from then; a time past is refused on its field', async () => {
    const { clock, create, changeState, publicList } = await setup();
    const draft = await create();
    const past = await changeState(draft.id, {
      state: 'scheduled',
      publishAt: new Date(clock.now.getTime() - HOUR_MS).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(errorBodySchema.parse(past.json()).errors).toEqual({ publishAt: PUBLISH_AT_PAST_MESSAGE });
    const publishAt = new Date(clock.now.getTime() + HOUR_MS).toISOString();
    const scheduled = staffStorySchema.parse((await changeState(draft.id, { state: 'scheduled', publishAt })).json());
    expect(scheduled).toMatchObject({ state: 'scheduled', publishedAt: publishAt });
    expect(await publicList()).not.toContain(draft.slug);
    clock.now = new Date(clock.now.getTime() + 2 * HOUR_MS);
    expect(await publicList()).toContain(draft.slug);
  });

  it('archives: its page answers 410, it leaves the list and the feed; published again, it keeps its first date', async () => {
    const { app, clock, create, changeState, publicList } = await setup();
    const draft = await create();
    const firstDate = clock.now.toISOString();
    await changeState(draft.id, { state: 'published' });
    // Within the session's idle limit.
    clock.now = new Date(clock.now.getTime() + 20 * MINUTE_MS);
    const archived = staffStorySchema.parse((await changeState(draft.id, { state: 'archived' })).json());
    expect(archived.state).toBe('archived');
    const page = await app.inject({ method: 'GET', url: `/api/stories/${draft.slug}` });
    expect(page.statusCode).toBe(410);
    expect(page.json()).toEqual({ message: STORY_ARCHIVED_MESSAGE });
    expect(await publicList()).not.toContain(draft.slug);
    const feed = await app.inject({ method: 'GET', url: '/api/stories/feed.xml' });
    expect(feed.body).not.toContain(draft.slug);
    const republished = staffStorySchema.parse((await changeState(draft.id, { state: 'published' })).json());
    expect(republished.publishedAt).toBe(firstDate);
    expect((await app.inject({ method: 'GET', url: '/api/stories/feed.xml' })).body).toContain(draft.slug);
  });

  it('answers 404, not 410, for a story archived before it was ever published', async () => {
    const { app, create, changeState } = await setup();
    const draft = await create();
    await changeState(draft.id, { state: 'archived' });
    expect((await app.inject({ method: 'GET', url: `/api/stories/${draft.slug}` })).statusCode).toBe(404);
  });
});

describe('editing a story', () => {
  it('replaces its content, audited with what changed', async () => {
    const { store, send, create } = await setup();
    const draft = await create();
    const edited = storyInput({ category: 'awards', text: { ...storyInput().text, en: words('Our New Office Opens') } });
    const response = await send({ method: 'PUT', url: `/api/staff/stories/${draft.id}`, payload: edited });
    expect(response.statusCode).toBe(200);
    const story = staffStorySchema.parse(response.json());
    expect(story).toMatchObject({ slug: draft.slug, category: 'awards', state: 'draft' });
    expect(story.text.en.title).toBe('Our New Office Opens');
    const [entry] = (await store.auditLog.list({ action: 'story.edited' }, { page: 1, pageSize: 5 })).items;
    expect(entry).toMatchObject({ target: { type: 'story', id: draft.id }, details: { changed: 'category, text' } });
  });

  it('changes the address until the story is published, never after (409)', async () => {
    const { send, create, changeState } = await setup();
    const draft = await create();
    const rename = (slug: string) =>
      send({ method: 'PUT', url: `/api/staff/stories/${draft.id}`, payload: storyInput({ slug }) });
    expect(staffStorySchema.parse((await rename('doha-office')).json()).slug).toBe('doha-office');
    await changeState(draft.id, { state: 'published' });
    const refused = await rename('another-address');
    expect(refused.statusCode).toBe(409);
    expect(errorBodySchema.parse(refused.json())).toEqual({
      message: STORY_SLUG_FIXED_MESSAGE,
      errors: { slug: STORY_SLUG_FIXED_MESSAGE },
    });
    expect((await rename('doha-office')).statusCode).toBe(200);
  });

  it('refuses an address another story has', async () => {
    const { send, create } = await setup();
    const draft = await create();
    const taken = await send({
      method: 'PUT',
      url: `/api/staff/stories/${draft.id}`,
      payload: storyInput({ slug: 'public-sector-cybersecurity-award' }),
    });
    expect(taken.statusCode).toBe(409);
    expect(errorBodySchema.parse(taken.json()).errors).toEqual({ slug: STORY_SLUG_TAKEN_MESSAGE });
  });

  it('lists every story newest change first, by state', async () => {
    const { send, create, changeState } = await setup();
    const draft = await create();
    const other = await create({ slug: 'second-story' });
    await changeState(other.id, { state: 'published' });
    const list = async (query = '') =>
      staffStoryPageSchema.parse((await send({ method: 'GET', url: `/api/staff/stories${query}` })).json());
    const all = await list();
    expect(all.total).toBe(8);
    expect(all.items.slice(0, 2).map((story) => story.slug)).toEqual(expect.arrayContaining([draft.slug, 'second-story']));
    expect((await list('?state=draft')).items.map((story) => story.slug)).toEqual([draft.slug]);
    expect((await list('?state=published')).total).toBe(7);
  });
});

describe('story photos', () => {
  it('takes a real PNG, serves it for a year with its type, and shows it on the story’s card', async () => {
    const { app, store, send, create, changeState, upload } = await setup();
    const png = pngBytes(4, 3);
    const response = await upload('office.png', png);
    expect(response.statusCode).toBe(201);
    const photo = storyPhotoUploadSchema.parse(response.json());
    expect(photo).toEqual({
      id: createHash('sha256').update(png).digest('hex'),
      url: `/api/stories/photos/${photo.id}`,
      type: 'image/png',
      bytes: png.length,
    });
    const served = await app.inject({ method: 'GET', url: photo.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    const text = storyInput().text;
    const draft = await create({
      photo: photo.id,
      text: { en: { ...text.en, photoAlt: 'The new office' }, ar: { ...text.ar, photoAlt: 'المكتب الجديد' } },
    });
    await changeState(draft.id, { state: 'published' });
    const list = storyListSchema.parse((await app.inject({ method: 'GET', url: '/api/stories?lang=ar' })).json());
    expect(list.items[0]?.photo).toEqual({ url: photo.url, alt: 'المكتب الجديد' });
    const [entry] = (await store.auditLog.list({ action: 'story-photo.uploaded' }, { page: 1, pageSize: 5 })).items;
    expect(entry?.target).toEqual({ type: 'story-photo', id: photo.id });
    expect((await send({ method: 'GET', url: '/api/stories/photos/'.concat('0'.repeat(64)) })).statusCode).toBe(404);
  });

  it('refuses a text file named .png, and a photo too large, on the photo field', async () => {
    const { upload } = await setup();
    const text = await upload('photo.png', Buffer.from('not a picture at all, just text'));
    expect(text.statusCode).toBe(400);
    expect(errorBodySchema.parse(text.json()).errors).toEqual({ photo: STORY_PHOTO_MESSAGES.invalidType });
    const large = Buffer.concat([pngBytes(), Buffer.alloc(STORY_PHOTO_MAX_BYTES)]);
    const tooLarge = await upload('large.png', large);
    expect(tooLarge.statusCode).toBe(413);
    expect(errorBodySchema.parse(tooLarge.json()).errors).toEqual({ photo: STORY_PHOTO_MESSAGES.tooLarge });
  });

  it('refuses content naming a photo never uploaded', async () => {
    const { send } = await setup();
    const text = storyInput().text;
    const response = await send({
      method: 'POST',
      url: '/api/staff/stories',
      payload: storyInput({
        photo: 'a'.repeat(64),
        text: { en: { ...text.en, photoAlt: 'A photo' }, ar: { ...text.ar, photoAlt: 'صورة' } },
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).errors).toEqual({ photo: STORY_PHOTO_MISSING_MESSAGE });
  });
});

describe('who may write stories', () => {
  it('lets marketing in and keeps a recruiter out; every change is in the audit log', async () => {
    const { app, store, send, create, changeState } = await setup();
    const recruiter = await signedInStaff(app, store, 'recruiter');
    const refused = await app.inject(asStaff(recruiter, { method: 'GET', url: '/api/staff/stories' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ROLE_REFUSED_MESSAGE });
    expect((await send({ method: 'GET', url: '/api/staff/stories' })).statusCode).toBe(200);
    const draft = await create();
    await changeState(draft.id, { state: 'published' });
    await changeState(draft.id, { state: 'archived' });
    const entries = (await store.auditLog.list({ targetId: draft.id }, { page: 1, pageSize: 10 })).items;
    // One instant (the test's clock), so in no particular order.
    expect(entries.map((entry) => entry.action).sort()).toEqual(['story.archived', 'story.created', 'story.published']);
    expect(entries.find((entry) => entry.action === 'story.archived')).toMatchObject({
      actor: { type: 'staff', role: 'marketing' },
      details: { from: 'published' },
    });
  });
});
