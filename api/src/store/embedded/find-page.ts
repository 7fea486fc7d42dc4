/** The paging of the embedded repositories: a nedb cursor sorted, skipped and limited (../paging). */
import type Datastore from '@seald-io/nedb';
import { type Page, type PageRequest, readPage } from '../paging';

/** One page of the documents `query` finds, in `sort` order, and how many it finds in all. */
export function findPage<D, T>(
  datastore: Datastore<D>,
  query: object,
  sort: Record<string, 1 | -1>,
  request: PageRequest,
  read: (document: D) => T,
  projection: Record<string, 0 | 1> = {},
): Promise<Page<T>> {
  return readPage(
    request,
    ({ skip, limit }) => datastore.findAsync(query, projection).sort(sort).skip(skip).limit(limit),
    () => datastore.countAsync(query),
    read,
  );
}
