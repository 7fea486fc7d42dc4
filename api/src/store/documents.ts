/** What every repository's documents share, in both adapters. */

/** A record as a document: the record's `id` is the document's `_id`. */
export type DocumentOf<T extends { id: string }> = Omit<T, 'id'> & { _id: string };

/** A record from its document. */
export function fromDocument<T extends { _id: string }>({ _id, ...fields }: T): Omit<T, '_id'> & { id: string } {
  return { id: _id, ...fields };
}

/** A record from the document a lookup found; undefined for none. */
export const fromFound = <T extends { _id: string }>(document: T | null | undefined) =>
  document ? fromDocument(document) : undefined;

/** The text as a regular expression that matches it literally: `.*` finds only a dot and a star. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `$set` for the fields given a value, `$unset` for those given undefined (a job's removed pay
 * range or closing date, the end of a one-time password once its owner chose their own).
 */
export function changesUpdate(changes: object): object {
  const entries = Object.entries(changes);
  const set = Object.fromEntries(entries.filter(([, value]) => value !== undefined));
  const unset = Object.fromEntries(entries.filter(([, value]) => value === undefined).map(([key]) => [key, true]));
  return { $set: set, ...(Object.keys(unset).length > 0 ? { $unset: unset } : {}) };
}
