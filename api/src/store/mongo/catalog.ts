/** Locations and services on MongoDB, each list in the order it was last given. */

import type { Location, Service } from 'contracts';
import type { Collection, Db } from 'mongodb';
import { IN_ORDER_GIVEN } from '../job-records';
import type { Store } from '../store';
import { createIndexes, type IndexSpec, WITHOUT_INTERNALS } from './collections';

type Ordered<T> = T & { order: number };

export const CATALOG_INDEXES: Record<'locations' | 'services', IndexSpec[]> = {
  locations: [{ key: { slug: 1 }, options: { unique: true } }, { key: IN_ORDER_GIVEN }],
  services: [{ key: { id: 1 }, options: { unique: true } }, { key: IN_ORDER_GIVEN }],
};

export async function mongoCatalog(db: Db): Promise<Pick<Store, 'locations' | 'services'>> {
  await createIndexes(db, CATALOG_INDEXES);
  const locations = db.collection<Ordered<Location>>('locations');
  const services = db.collection<Ordered<Service>>('services');
  return {
    locations: {
      list: () => locations.find({}, WITHOUT_INTERNALS).sort(IN_ORDER_GIVEN).toArray() as Promise<Location[]>,
      upsertMany: (items) => upsertInOrder(locations, 'slug', items),
    },
    services: {
      list: () => services.find({}, WITHOUT_INTERNALS).sort(IN_ORDER_GIVEN).toArray() as Promise<Service[]>,
      upsertMany: (items) => upsertInOrder(services, 'id', items),
    },
  };
}

/** Replaces by key; `order` keeps lists in the order they were given. */
async function upsertInOrder<T extends object>(collection: Collection<Ordered<T>>, key: keyof T & string, items: T[]) {
  if (items.length === 0) return;
  await collection.bulkWrite(
    items.map((item, order) => ({
      replaceOne: {
        filter: { [key]: item[key] } as never,
        replacement: { ...item, order } as never,
        upsert: true,
      },
    })),
  );
}
