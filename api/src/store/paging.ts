/** A page of a list, as every repository of the store answers one. */
export interface Page<T> {
  items: T[];
  total: number;
}

export interface PageRequest {
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** How many items come before the page and how many it holds: what a query skips and limits. */
export interface PageSlice {
  skip: number;
  limit: number;
}

/**
 * One page of a sorted query and the total, read together: `find` reads the slice it is given
 * (skip and limit on the adapter's cursor), `count` the whole, `read` turns a document into an item.
 */
export async function readPage<D, T>(
  { page, pageSize }: PageRequest,
  find: (slice: PageSlice) => PromiseLike<D[]>,
  count: () => PromiseLike<number>,
  read: (document: D) => T,
): Promise<Page<T>> {
  const [documents, total] = await Promise.all([find({ skip: (page - 1) * pageSize, limit: pageSize }), count()]);
  return { items: documents.map(read), total };
}
