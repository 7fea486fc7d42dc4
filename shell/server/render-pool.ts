/**
 * Pages are rendered on threads of their own (piscina), by default one per core (RENDER_THREADS):
 * rendering holds the CPU for milliseconds at a time, and on the main thread it would hold every
 * other request too, the 503 that refuses a page past the render cap included. The main thread
 * only answers HTTP.
 */
import type { ReleaseFeed } from 'contracts/releases';
import { Piscina } from 'piscina';
import { currentTraceHeaders } from 'telemetry/tracing';
import type { PageEncoding } from './page-encoding';
import { versionsToKeepLoaded } from './release-feed';
import type { RenderTask, RenderWorkerData, ThreadPage } from './render-worker';
import type { PageReleases, Renderer } from './renderer';

/** Added to the render threads' niceness (Linux): they yield the CPU to the main thread. */
const RENDER_THREAD_NICENESS = 10;

export interface RenderPoolOptions extends RenderWorkerData {
  /** Renders in progress at once across the threads (the server's render cap). */
  maxConcurrentRenders: number;
  threads: number;
}

export type RenderPool = Pick<Renderer, 'sitemap'> & {
  render(url: URL, releases: PageReleases, encoding: PageEncoding, reportToken?: string): Promise<ThreadPage>;
  /** Render threads: how many pages render side by side. */
  threads: number;
  /** Every thread loads the versions `feed` wants ahead of their pages: answers whether each loaded them all. */
  loadAhead(feed: ReleaseFeed): Promise<boolean>;
  routes(): Promise<ReturnType<Renderer['routes']>>;
  close(): Promise<void>;
};

/** What a thread is handed to render a page: the request's trace context goes with it (empty when not tracing). */
export const renderTask = (url: URL, releases: PageReleases, encoding: PageEncoding, reportToken?: string): RenderTask => ({
  url: url.href,
  releases,
  encoding,
  traceHeaders: currentTraceHeaders(),
  reportToken,
});

/** Starts the threads and resolves once they have loaded the renderer and warmed up. */
export async function startRenderPool({ maxConcurrentRenders, threads, ...workerData }: RenderPoolOptions): Promise<RenderPool> {
  const pool = new Piscina({
    // Beside this file, in the compiled server (dist-server/render-worker.mjs).
    filename: new URL('./render-worker.mjs', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    concurrentTasksPerWorker: Math.ceil(maxConcurrentRenders / threads),
    idleTimeout: Number.POSITIVE_INFINITY,
    // Below the main thread: when rendering fills every core, the HTTP thread still gets the CPU at once.
    niceIncrement: RENDER_THREAD_NICENESS,
    // Piscina's default pauses a thread between its pages (Atomics.wait): no timer of its fires
    // then. A thread that traces runs between pages, so that its batch of spans is exported.
    // (Its release feed's poll then runs too: it loads new versions ahead of the pages.)
    atomics: workerData.otlpEndpoint ? 'disabled' : 'sync',
    workerData,
  });
  // As many tasks as threads, which the pool hands to the least busy thread: one to each, when
  // they are idle. (A busy thread does not sleep, and follows the feed by itself.)
  const runOnEveryThread = (name: string, task?: unknown): Promise<unknown[]> =>
    Promise.all(Array.from({ length: threads }, () => pool.run(task, { name })));
  // A thread is ready once warm (render-worker.ts).
  await runOnEveryThread('ready');
  return {
    render: (url, releases, encoding, reportToken) =>
      pool.run(renderTask(url, releases, encoding, reportToken)) as Promise<ThreadPage>,
    threads,
    loadAhead: async (feed) => (await runOnEveryThread('loadAhead', versionsToKeepLoaded(feed))).every(Boolean),
    sitemap: () => pool.run(undefined, { name: 'sitemap' }) as Promise<string>,
    routes: () => pool.run(undefined, { name: 'routes' }),
    close: () => pool.destroy(),
  };
}
