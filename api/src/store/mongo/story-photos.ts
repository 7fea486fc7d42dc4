/**
 * Story photos in GridFS (bucket `storyPhotos`), each file's id the photo's id and its type in
 * the file's metadata. GridFS writes a file's chunks before its entry, so a photo is found only
 * once it is whole; a second put of the same photo finds it there and writes nothing.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StoryPhotoType } from 'contracts';
import { type Db, GridFSBucket } from 'mongodb';
import type { StoryPhotoRepository } from '../stories';
import { isDuplicateKey } from './collections';

export const STORY_PHOTO_BUCKET_NAME = 'storyPhotos';

interface PhotoFile {
  _id: string;
  metadata?: { contentType?: StoryPhotoType };
}

export function mongoStoryPhotos(db: Db): StoryPhotoRepository {
  const bucket = new GridFSBucket(db, { bucketName: STORY_PHOTO_BUCKET_NAME });
  const findFile = async (id: string) =>
    (await bucket.find({ _id: id as never }, { limit: 1 }).toArray())[0] as PhotoFile | undefined;
  return {
    async put(id, { type, bytes }) {
      if (await findFile(id)) return;
      const upload = bucket.openUploadStreamWithId(id as never, id, { metadata: { contentType: type } });
      try {
        await pipeline(Readable.from([bytes]), upload);
      } catch (error) {
        // The same photo stored by another request meanwhile: it is there, whole.
        if (isDuplicateKey(error) && (await findFile(id))) return;
        throw error;
      }
    },
    async get(id) {
      const file = await findFile(id);
      const type = file?.metadata?.contentType;
      if (!file || !type) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of bucket.openDownloadStream(id as never)) chunks.push(chunk as Buffer);
      return { type, bytes: Buffer.concat(chunks) };
    },
    has: async (id) => (await findFile(id)) !== undefined,
  };
}
