import { openEmbeddedStore } from './embedded/embedded-store';
import { openMongoStore } from './mongo/mongo-store';
import type { Store } from './store';

export interface StoreSettings {
  /** Set: MongoDB. Absent: the embedded store under dataDir. */
  mongodbUri?: string | undefined;
  dataDir: string;
  clock?: () => Date;
  onWarning?: (message: string) => void;
}

/** Chooses the adapter at start-up (DESIGN: MongoDB when MONGODB_URI is set). */
export function openStore({ mongodbUri, dataDir, clock, onWarning }: StoreSettings): Promise<Store> {
  return mongodbUri
    ? openMongoStore({ uri: mongodbUri, ...(clock ? { clock } : {}) })
    : openEmbeddedStore({ dataDir, ...(clock ? { clock } : {}), ...(onWarning ? { onWarning } : {}) });
}

export type { Store } from './store';
