/**
 * A render thread's page is handed back only after a turn of the thread's event loop. Piscina
 * (`atomics: 'sync'`, render-pool.ts) gives a thread its next page in the microtask that ends the
 * last one, so while pages keep coming the loop never turns: the thread's immediates and timers
 * never run. React leaves an immediate behind each page that holds the whole render (its HTML, its
 * data), and a thread measured after some 6,800 pages held as many immediates and 860 MB of heap.
 */
import { setImmediate } from 'node:timers/promises';

export async function afterEventLoopTurn<T>(work: Promise<T>): Promise<T> {
  const result = await work;
  await setImmediate();
  return result;
}
