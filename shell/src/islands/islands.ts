/**
 * Islands: on a page the route table leaves static (routes.tsx), the server's HTML is the page and
 * no script hydrates it; only its islands are hydrated, each on its own: the remote modules the
 * route marks `hydrate` (the home page's contact sections, the news page's newsletter box), each
 * a module of the remote that owns it, loaded once the visitor reaches or uses it. No React here:
 * the page's first script (early.ts) reads it.
 */
import type { ExposedModule, RemoteName } from 'contracts/federation';

/** When the browser loads and hydrates a part the server rendered (the route table says which). */
export type HydrateWhen = 'reached' | 'used';

/** The attribute of an island's element, naming the module it holds (`mfe_contact/ContactSection`). */
export const ISLAND_ATTRIBUTE = 'data-island';
/** Beside it, when the island is worth its scripts (`HydrateWhen`): once reached, or used. */
export const ISLAND_WHEN_ATTRIBUTE = 'data-island-when';
/** On `<html>` of a static page: the browser hydrates its islands alone (early-input.ts reads it). */
export const STATIC_PAGE_ATTRIBUTE = 'data-static-page';
/** The element around the toasts: on a static page, hydrated with the first island, which may raise one. */
export const TOASTER_ATTRIBUTE = 'data-toaster';
/** The id of the JSON list of a static page's islands, written by the server after its render. */
export const ISLANDS_ID = 'islands';

export interface Island {
  remote: RemoteName;
  expose: ExposedModule<RemoteName>;
  hydrate: HydrateWhen;
  /** Written into the page: what the island renders with must be data (JSON), never a function. */
  props?: Record<string, unknown>;
}

/** Each island is a React root of its own: its `useId`s must differ from the others'. */
export const islandIdPrefix = (index: number) => `i${index}-`;

export function readIslands(document: Document): Island[] {
  return JSON.parse(document.getElementById(ISLANDS_ID)?.textContent ?? '[]') as Island[];
}

/** Whether the browser hydrates the page's islands alone. */
export function isStaticPage(document: Document): boolean {
  return document.documentElement.hasAttribute(STATIC_PAGE_ATTRIBUTE);
}
