/** Locations and services on nedb datastores, each list in the order it was last given. */
import type Datastore from '@seald-io/nedb';
import type { Location, Service } from 'contracts';
import { IN_ORDER_GIVEN } from '../job-records';
import type { Store } from '../store';
import { type EmbeddedFiles, withoutInternals } from './datastores';

export async function embeddedCatalog({ db }: EmbeddedFiles): Promise<Pick<Store, 'locations' | 'services'>> {
  await db.locations.ensureIndexAsync({ fieldName: 'slug', unique: true });
  await db.services.ensureIndexAsync({ fieldName: 'id', unique: true });
  return {
    locations: {
      list: async () => (await db.locations.findAsync({}).sort(IN_ORDER_GIVEN)).map(withoutInternals<Location>),
      upsertMany: (locations) => upsertInOrder(db.locations, 'slug', locations),
    },
    services: {
      list: async () => (await db.services.findAsync({}).sort(IN_ORDER_GIVEN)).map(withoutInternals<Service>),
      upsertMany: (services) => upsertInOrder(db.services, 'id', services),
    },
  };
}

/** Upserts by key; `order` keeps lists in the order they were given. */
async function upsertInOrder<T extends Record<string, unknown>>(datastore: Datastore<T>, key: keyof T & string, items: T[]) {
  for (const [order, item] of items.entries()) {
    await datastore.updateAsync({ [key]: item[key] }, { ...item, order }, { upsert: true });
  }
}
