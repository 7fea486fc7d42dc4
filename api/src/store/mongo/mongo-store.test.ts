import { storeContract } from '../store.contract';
import { databaseName, openMongoStore } from './mongo-store';

// The contract runs against MongoDB only where one exists (MONGODB_URI); no MongoDB server can
// be installed on the build machines. Without it this file reports, by name, that it did not run.
const uri = process.env.MONGODB_URI;

describe('databaseName', () => {
  it.each([
    ['mongodb://mongo:27017/consultancy', 'consultancy'],
    ['mongodb://a:1,b:2/site?replicaSet=rs0', 'site'],
    ['mongodb+srv://user:pass@cluster.example/', 'consultancy'],
    ['mongodb://localhost:27017', 'consultancy'],
  ])('reads %s as database %s', (input, expected) => {
    expect(databaseName(input)).toBe(expected);
  });
});

if (uri) {
  storeContract('MongoDB', async () => {
    const testUri = uri.replace(/\/([^/?]*)(\?|$)/, `/api-contract-${process.pid}-${Date.now()}$2`);
    const clock = { now: new Date() };
    const store = await openMongoStore({ uri: testUri, clock: () => clock.now });
    return {
      store,
      clock,
      async dispose() {
        const { MongoClient } = await import('mongodb');
        const client = new MongoClient(testUri);
        await client.db(databaseName(testUri)).dropDatabase();
        await client.close();
        await store.close();
      },
    };
  });
} else {
  it('MongoDB store contract NOT RUN: set MONGODB_URI to run it against a server', () => {
    expect(uri).toBeUndefined();
  });
}
