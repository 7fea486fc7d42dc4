/** News stories (what the public sees of them, pages, neighbours, staff's list and changes): the suite every adapter must pass. */
import type { StoryRecord } from 'contracts';
import { type ContractOptions, MINUTE_MS, repositoryContract, START, type StoreUnderTest } from './contract-support';
import { DuplicateKeyError } from './store';
import type { StoredStory } from './stories';

const text = (title: string) => ({ title, summary: `${title}, in short.`, author: 'Leila Mansour', body: [`${title}.`] });

/** A published story `daysAgo` days before START (created then too). */
export function storyFixture(slug: string, daysAgo: number, changes: Partial<StoredStory> = {}): StoredStory {
  const at = new Date(START.getTime() - daysAgo * 24 * 60 * MINUTE_MS).toISOString();
  return {
    id: `story-${slug}`,
    slug,
    category: 'company-news',
    picture: 'skyline',
    state: 'published',
    publishedAt: at,
    createdAt: at,
    updatedAt: at,
    text: { en: text(slug), ar: text(`${slug} بالعربية`) },
    ...changes,
  };
}

export function storiesContract(adapter: string, open: () => Promise<StoreUnderTest>, options: ContractOptions = {}): void {
  repositoryContract(`${adapter} stories contract`, open, options, (subject) => {
    const add = async (...stories: StoredStory[]) => {
      for (const story of stories) await subject.store.stories.create(story);
    };
    const slugsOf = (stories: readonly StoryRecord[]) => stories.map((story) => story.slug);

    it('keeps a story whole and finds it by slug, whatever its state', async () => {
      const draft = storyFixture('a-draft', 1, { state: 'draft' });
      await add(draft);
      await expect(subject.store.stories.findBySlug('a-draft')).resolves.toEqual(draft);
      await expect(subject.store.stories.findBySlug('missing')).resolves.toBeUndefined();
      await expect(subject.store.stories.count()).resolves.toBe(1);
    });

    it('refuses a second story with a slug or an id already taken', async () => {
      await add(storyFixture('taken', 1));
      await expect(add(storyFixture('taken', 2, { id: 'other' }))).rejects.toBeInstanceOf(DuplicateKeyError);
      await expect(add(storyFixture('free', 2, { id: 'story-taken' }))).rejects.toBeInstanceOf(DuplicateKeyError);
    });

    it('shows only published stories whose time has come, newest first, ties by slug', async () => {
      await add(
        storyFixture('old', 30),
        storyFixture('tie-b', 3),
        storyFixture('tie-a', 3),
        storyFixture('draft', 2, { state: 'draft' }),
        storyFixture('archived', 2, { state: 'archived' }),
        storyFixture('tomorrow', -1),
      );
      const page = await subject.store.stories.published({ at: START }, { page: 1, pageSize: 10 });
      expect(slugsOf(page.items)).toEqual(['tie-a', 'tie-b', 'old']);
      expect(page.total).toBe(3);
      const later = await subject.store.stories.published(
        { at: new Date(START.getTime() + 2 * 24 * 60 * MINUTE_MS) },
        { page: 1, pageSize: 10 },
      );
      expect(slugsOf(later.items)).toEqual(['tomorrow', 'tie-a', 'tie-b', 'old']);
    });

    it('pages the stories of one category', async () => {
      await add(
        storyFixture('award-1', 1, { category: 'awards' }),
        storyFixture('news-1', 2),
        storyFixture('award-2', 3, { category: 'awards' }),
        storyFixture('award-3', 4, { category: 'awards' }),
      );
      const second = await subject.store.stories.published({ at: START, category: 'awards' }, { page: 2, pageSize: 2 });
      expect(slugsOf(second.items)).toEqual(['award-3']);
      expect(second.total).toBe(3);
    });

    it('finds the shown neighbours of a story, skipping what the public does not see', async () => {
      await add(
        storyFixture('newest', 1),
        storyFixture('hidden', 2, { state: 'draft' }),
        storyFixture('same-day-a', 3),
        storyFixture('same-day-b', 3),
        storyFixture('oldest', 9),
        storyFixture('future', -2),
      );
      const at = START;
      const around = async (slug: string) => {
        const story = (await subject.store.stories.findBySlug(slug)) as StoryRecord;
        const { older, newer } = await subject.store.stories.neighbours(story, at);
        return [older?.slug, newer?.slug];
      };
      expect(await around('newest')).toEqual(['same-day-a', undefined]);
      expect(await around('same-day-a')).toEqual(['same-day-b', 'newest']);
      expect(await around('same-day-b')).toEqual(['oldest', 'same-day-a']);
      expect(await around('oldest')).toEqual([undefined, 'same-day-b']);
    });
    it('finds a story by id, whatever its state', async () => {
      const draft = storyFixture('by-id', 1, { state: 'draft', updatedBy: 'writer@company.example' });
      await add(draft);
      await expect(subject.store.stories.findById('story-by-id')).resolves.toEqual(draft);
      await expect(subject.store.stories.findById('missing')).resolves.toBeUndefined();
    });

    it('lists every story for staff, latest change first, of one state as it stands at the time asked', async () => {
      const changed = (slug: string, minutesAgo: number, changes: Partial<StoredStory> = {}) =>
        storyFixture(slug, 5, { updatedAt: new Date(START.getTime() - minutesAgo * MINUTE_MS).toISOString(), ...changes });
      await add(
        changed('live', 30),
        changed('draft', 10, { state: 'draft' }),
        changed('archived', 20, { state: 'archived' }),
        changed('scheduled', 5, { publishedAt: new Date(START.getTime() + 60 * MINUTE_MS).toISOString() }),
      );
      const all = await subject.store.stories.page({ at: START }, { page: 1, pageSize: 10 });
      expect(slugsOf(all.items)).toEqual(['scheduled', 'draft', 'archived', 'live']);
      const of = async (state: 'draft' | 'scheduled' | 'published' | 'archived', at = START) =>
        slugsOf((await subject.store.stories.page({ at, state }, { page: 1, pageSize: 10 })).items);
      expect(await of('scheduled')).toEqual(['scheduled']);
      expect(await of('published')).toEqual(['live']);
      expect(await of('draft')).toEqual(['draft']);
      expect(await of('archived')).toEqual(['archived']);
      expect(await of('published', new Date(START.getTime() + 61 * MINUTE_MS))).toEqual(['scheduled', 'live']);
      const second = await subject.store.stories.page({ at: START }, { page: 2, pageSize: 3 });
      expect(slugsOf(second.items)).toEqual(['live']);
      expect(second.total).toBe(4);
    });

    it('changes a story only while it is as expected, removing what is set to undefined', async () => {
      const story = storyFixture('editable', 1, { state: 'draft', photo: 'a'.repeat(64) });
      await add(story);
      const changed = await subject.store.stories.update(
        story.id,
        { updatedAt: story.updatedAt },
        { slug: 'edited', photo: undefined, updatedAt: START.toISOString(), updatedBy: 'writer@company.example' },
      );
      expect(changed).toEqual({
        ...story,
        slug: 'edited',
        photo: undefined,
        updatedAt: START.toISOString(),
        updatedBy: 'writer@company.example',
      });
      expect(changed).not.toHaveProperty('photo');
      // Read before the change above: refused, and nothing written.
      await expect(
        subject.store.stories.update(story.id, { updatedAt: story.updatedAt }, { slug: 'late' }),
      ).resolves.toBeUndefined();
      await expect(subject.store.stories.update('missing', {}, { slug: 'nowhere' })).resolves.toBeUndefined();
      await expect(subject.store.stories.findBySlug('edited')).resolves.toEqual(changed);
    });

    it('changes a story expected unpublished only until it first shows on the site', async () => {
      const inAnHour = new Date(START.getTime() + 60 * MINUTE_MS).toISOString();
      await add(
        storyFixture('never', 1, { state: 'draft' }),
        storyFixture('soon', 1, { firstPublishedAt: inAnHour, publishedAt: inAnHour }),
        storyFixture('shown', 1, { firstPublishedAt: START.toISOString() }),
      );
      const rename = (slug: string) =>
        subject.store.stories.update(`story-${slug}`, { notPublishedBy: START }, { slug: `${slug}-renamed` });
      await expect(rename('never')).resolves.toMatchObject({ slug: 'never-renamed' });
      await expect(rename('soon')).resolves.toMatchObject({ slug: 'soon-renamed' });
      await expect(rename('shown')).resolves.toBeUndefined();
    });

    it('refuses a change to a slug another story has', async () => {
      await add(storyFixture('first', 1), storyFixture('second', 2));
      await expect(subject.store.stories.update('story-second', {}, { slug: 'first' })).rejects.toBeInstanceOf(DuplicateKeyError);
      await expect(subject.store.stories.findById('story-second')).resolves.toMatchObject({ slug: 'second' });
    });
  });
}
