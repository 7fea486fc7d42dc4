/**
 * A render thread of the shell's server (render-pool.ts): its own renderer, with its own
 * federation runtime and the remotes' versions it has loaded, rendering the pages the main
 * thread hands it with the versions it picked. Remote code runs here, so a promise it leaves
 * rejected is logged, never fatal.
 */
import { setTimeout } from 'node:timers/promises';
import { workerData } from 'node:worker_threads';
import { startTracing } from 'telemetry/tracing';
import { Agent, setGlobalDispatcher } from 'undici';
import { afterEventLoopTurn } from './event-loop-turn';
import { type EncodedPage, encodePage, type PageEncoding } from './page-encoding';
import { followReleaseFeed, pickReleases, versionsToKeepLoaded } from './release-feed';
import { renderInSpan } from './render-span';
import { loadRenderer, type PageReleases, type RemoteOrigins } from './renderer';
import { retryUnanswered } from './retry-unanswered';
import { createThreadTimer } from './thread-time';

export interface RenderWorkerData {
  distDir: string;
  remotes: RemoteOrigins[];
  apiBase: string;
  /** The release registry's feed, which the thread follows to load versions ahead of the pages. */
  releaseFeedUrl: string;
  /** RUM_SAMPLE_RATE, written into each page for the browser's Web Vitals reporter. */
  rumSampleRate?: number;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: the thread exports its own spans; unset, it traces nothing. */
  otlpEndpoint?: string | undefined;
}

export interface RenderTask {
  url: string;
  releases: PageReleases;
  /** What the visitor's Accept-Encoding allows: the page is compressed here, off the main thread. */
  encoding: PageEncoding;
  /** The request's trace context on the main thread (`traceparent`); empty when not tracing. */
  traceHeaders: Record<string, string>;
  /** The page's token for its error beacons, signed on the main thread: the key never reaches remote code. */
  reportToken?: string | undefined;
}

/** How often a render thread reads the feed to load versions ahead. */
const WARM_UP_POLL_INTERVAL_MS = 1000;
/** The longest a thread's start waits for its warm-up (a page of each remote, rendered unseen). */
const WARM_UP_LIMIT_MS = 15_000;
/** The longest a task of loading versions ahead holds one of its thread's slots for pages. */
const LOAD_AHEAD_WAIT_MS = 10_000;

const { distDir, remotes, apiBase, releaseFeedUrl, rumSampleRate, otlpEndpoint } = workerData as RenderWorkerData;
// Before the thread makes any request: the undici instrumentation must see them.
const tracing = startTracing({ serviceName: 'shell', endpoint: otlpEndpoint });

process.on('unhandledRejection', (reason) => console.error('Unhandled rejection in a render thread', reason));
// Every request of this thread's pages (the remotes' data from the API included) goes through it.
// An idle connection is closed by this side after 4 s, before any server closes it (Node's own
// servers after 5 s): a quiet spell then never leaves a connection the other end has dropped.
setGlobalDispatcher(new Agent({ keepAliveTimeout: 4_000, keepAliveMaxTimeout: 4_000 }));
globalThis.fetch = retryUnanswered(globalThis.fetch);
const renderer = await loadRenderer(distDir, { remotes, apiBase, rumSampleRate });

// The thread follows the release registry too: the live, canary and rollback versions of each new
// feed are loaded before a page needs them, and with the first, a page of each remote is
// rendered unseen (a thread's first render takes seconds of compiling).
let warmingUp: Promise<void> | undefined;
const releaseFeed = followReleaseFeed({
  url: releaseFeedUrl,
  // Loading ahead need not be as quick as the main thread's picking: a page loads what it lacks.
  intervalMs: WARM_UP_POLL_INTERVAL_MS,
  onChange(feed) {
    void renderer.keepLoaded(versionsToKeepLoaded(feed));
    warmingUp ??= renderer.warmUp(pickReleases(feed, undefined).releases);
  },
});
// Warm before this module is ready: the thread takes no page before that, and the server listens
// once every thread is ready (render-pool.ts). Its first visitors after a start or a deploy then
// wait for no compile, and no unseen render runs beside theirs. (Between pages the pool parks an
// idle thread, whose own timers then do not run.) A registry or a remote that does not answer
// delays the start by WARM_UP_LIMIT_MS at most.
await Promise.race([releaseFeed.start().then(() => warmingUp), setTimeout(WARM_UP_LIMIT_MS, undefined, { ref: false })]);

/** A page as its thread hands it back, with the time the thread gave it (the render queue's measure). */
export type ThreadPage = EncodedPage & { threadMs: number };

const threadTimer = createThreadTimer();

export default async function render({ url, releases, encoding, traceHeaders, reportToken }: RenderTask): Promise<ThreadPage> {
  threadTimer.start();
  const started = performance.now();
  const page = async () => encodePage(await renderer.render(new URL(url), releases, reportToken), encoding, started);
  try {
    const encoded = await afterEventLoopTurn(tracing ? renderInSpan(page, traceHeaders) : page());
    return { ...encoded, threadMs: threadTimer.end() };
  } catch (error) {
    threadTimer.end();
    throw error;
  }
}

export function sitemap(): Promise<string> {
  return renderer.sitemap();
}

/** The route patterns that show each remote (for the release gate). */
export function routes() {
  return renderer.routes();
}

/**
 * Loads the versions a new feed wants ahead of their pages, and answers whether every one loaded
 * (false after LOAD_AHEAD_WAIT_MS). The main thread hands each feed to every thread
 * (render-pool.ts): the pool parks an idle thread, whose own poll of the feed then does not run.
 */
export function loadAhead(wanted: ReturnType<typeof versionsToKeepLoaded>): Promise<boolean> {
  // A load that takes longer goes on while the thread has pages; the task frees its slot.
  return Promise.race([renderer.keepLoaded(wanted), setTimeout(LOAD_AHEAD_WAIT_MS, false, { ref: false })]);
}

/** Answers once the thread has loaded its renderer and warmed up (or given up on it). */
export function ready(): boolean {
  return true;
}
