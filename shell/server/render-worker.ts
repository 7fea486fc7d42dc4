/**
 * A render thread of the shell's server (render-pool.ts): its own renderer, with its own
 * federation runtime and checks of the remotes' releases, rendering the pages the main thread
 * hands it. Remote code runs here, so a promise it leaves rejected is logged, never fatal.
 */
import { workerData } from 'node:worker_threads';
import { loadRenderer, type RenderedPage, type ServerRemote } from './renderer';

export interface RenderWorkerData {
  distDir: string;
  remotes: ServerRemote[];
  apiBase: string;
}

process.on('unhandledRejection', (reason) => console.error('Unhandled rejection in a render thread', reason));
const { distDir, remotes, apiBase } = workerData as RenderWorkerData;
const renderer = await loadRenderer(distDir, { remotes, apiBase });

export default function render(url: string): Promise<RenderedPage> {
  return renderer.render(new URL(url));
}

export function sitemap(): Promise<string> {
  return renderer.sitemap();
}

/** Answers once the thread has loaded its renderer. */
export function ready(): boolean {
  return true;
}
