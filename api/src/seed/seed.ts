import type { Store } from '../store/store';
import { jobs } from './jobs';
import { locations } from './locations';
import { services } from './services';

/** Loads the site's content; safe to run at every start (upserts by slug or id). */
export async function seedStore(store: Store): Promise<void> {
  await store.locations.upsertMany(locations);
  await store.services.upsertMany(services);
  await store.jobs.upsertMany(jobs);
}
