/**
 * What the MongoDB adapter's repositories share: their indexes, the driver's duplicate-key error
 * as the port's, and pages of a sorted query. Queries and updates come from the records modules
 * as plain objects (the same syntax serves nedb) and are typed for the driver here.
 */
import type { Collection, Db, Document, Filter, FindOptions, Sort, WithId } from 'mongodb';
import { type Page, type PageRequest, readPage } from '../paging';
import { DuplicateKeyError } from '../store';

export type IndexSpec = { key: Record<string, 1 | -1>; options?: { unique?: boolean; expireAfterSeconds?: number } };

/** Creates each named collection's indexes. */
export async function createIndexes(db: Db, indexes: Record<string, IndexSpec[]>): Promise<void> {
  await Promise.all(
    Object.entries(indexes).flatMap(([name, specs]) =>
      specs.map(({ key, options }) => db.collection(name).createIndex(key, options ?? {})),
    ),
  );
}

/** Documents of ordered lists carry their `order`; neither it nor `_id` leaves the store. */
export const WITHOUT_INTERNALS = { projection: { _id: 0, order: 0 } } as const;

const DUPLICATE_KEY = 11000;

export const isDuplicateKey = (error: unknown): boolean => (error as { code?: number }).code === DUPLICATE_KEY;

/** A unique index refusing the write becomes the port's DuplicateKeyError. */
export async function refuseDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isDuplicateKey(error)) throw new DuplicateKeyError((error as Error).message);
    throw error;
  }
}

/** Two first upserts of one key can both try to insert it; the loser's retry then updates it. */
export async function retryOnDuplicateKey<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    return write();
  }
}

export const asFilter = <D>(query: object) => query as Filter<D>;

/** One page of the documents `query` finds, in `sort` order, and how many it finds in all. */
export function findPage<D extends Document, T>(
  collection: Collection<D>,
  query: object,
  sort: Sort,
  request: PageRequest,
  read: (document: WithId<D>) => T,
  options: FindOptions = {},
): Promise<Page<T>> {
  return readPage(
    request,
    ({ skip, limit }) => collection.find(asFilter<D>(query), options).sort(sort).skip(skip).limit(limit).toArray(),
    () => collection.countDocuments(asFilter<D>(query)),
    read,
  );
}
