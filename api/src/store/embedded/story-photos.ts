/**
 * Story photos as files under DATA_DIR/story-photos, named by their id and their type's
 * extension (`<sha256>.webp`). Each is written to a temp file, fsynced, then renamed into place,
 * so a reader never meets half a photo and two puts of the same photo end in the same file.
 */
import { randomUUID } from 'node:crypto';
import { access, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STORY_PHOTO_TYPES, type StoryPhotoType } from 'contracts';
import type { StoryPhotoRepository } from '../stories';
import { fsyncPath, PRIVATE_FILE_MODE } from './durable-files';

const EXTENSIONS: Record<StoryPhotoType, string> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp' };

export function embeddedStoryPhotos(photosDir: string): StoryPhotoRepository {
  const fileOf = (id: string, type: StoryPhotoType) => path.join(photosDir, `${id}${EXTENSIONS[type]}`);
  return {
    async put(id, { type, bytes }) {
      const partial = path.join(photosDir, `${randomUUID()}.part`);
      try {
        await writeFile(partial, bytes, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
        await fsyncPath(partial);
        await rename(partial, fileOf(id, type));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      await fsyncPath(photosDir);
    },
    async get(id) {
      for (const type of STORY_PHOTO_TYPES) {
        try {
          return { type, bytes: await readFile(fileOf(id, type)) };
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }
      return undefined;
    },
    async has(id) {
      const found = await Promise.all(
        STORY_PHOTO_TYPES.map((type) =>
          access(fileOf(id, type)).then(
            () => true,
            () => false,
          ),
        ),
      );
      return found.includes(true);
    },
  };
}
