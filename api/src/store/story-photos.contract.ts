/** Story photos (kept by the hash of their bytes, with their type): the suite every adapter must pass. */
import { createHash } from 'node:crypto';
import { type ContractOptions, repositoryContract, type StoreUnderTest } from './contract-support';

const photoId = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export function storyPhotosContract(adapter: string, open: () => Promise<StoreUnderTest>, options: ContractOptions = {}): void {
  repositoryContract(`${adapter} story photos contract`, open, options, (subject) => {
    it('keeps a photo whole with its type, under its id', async () => {
      // Larger than a GridFS chunk (255 KiB), so it is read back from several.
      const bytes = Buffer.alloc(300 * 1024, 7);
      const id = photoId(bytes);
      await subject.store.storyPhotos.put(id, { type: 'image/webp', bytes });
      const found = await subject.store.storyPhotos.get(id);
      expect(found?.type).toBe('image/webp');
      expect(found?.bytes.equals(bytes)).toBe(true);
      await expect(subject.store.storyPhotos.has(id)).resolves.toBe(true);
    });

    it('keeps the same photo once, however often and however concurrently it is put', async () => {
      const bytes = Buffer.from('the same photo, uploaded twice');
      const id = photoId(bytes);
      await Promise.all([
        subject.store.storyPhotos.put(id, { type: 'image/png', bytes }),
        subject.store.storyPhotos.put(id, { type: 'image/png', bytes }),
      ]);
      await subject.store.storyPhotos.put(id, { type: 'image/png', bytes });
      const found = await subject.store.storyPhotos.get(id);
      expect(found).toEqual({ type: 'image/png', bytes });
    });

    it('finds nothing for an unknown id', async () => {
      await expect(subject.store.storyPhotos.get('0'.repeat(64))).resolves.toBeUndefined();
      await expect(subject.store.storyPhotos.has('0'.repeat(64))).resolves.toBe(false);
    });
  });
}
