/** News stories (what the public sees of them, pages, neighbours): the suite every adapter must pass. */
import type { StoryRecord } from 'contracts';
import { type ContractOptions, MINUTE_MS, repositoryContract, START, type StoreUnderTest } from './contract-support';
import { DuplicateKeyError } from './store';

const text = (title: string) => ({ title, summary: `${title}, in short.`, author: 'Leila Mansour', body: [`${title}.`] });

/** A published story `daysAgo` days before START. */
export function storyFixture(slug: string, daysAgo: number, changes: Partial<StoryRecord> = {}): StoryRecord {
  const at = new Date(START.getTime() - daysAgo * 24 * 60 * MINUTE_MS).toISOString();
  return {
    id: `story-${slug}`,
    slug,
    category: 'company-news',
    picture: 'skyline',
    state: 'published',
    publishedAt: at,
    updatedAt: at,
    text: { en: text(slug), ar: text(`${slug} بالعربية`) },
    ...changes,
  };
}

export function storiesContract(adapter: string, open: () => Promise<StoreUnderTest>, options: ContractOptions = {}): void {
  repositoryContract(`${adapter} stories contract`, open, options, (subject) => {
    const add = async (...stories: StoryRecord[]) => {
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
  });
}
