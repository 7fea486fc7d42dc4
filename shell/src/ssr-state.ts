import type { RemoteName, RemoteRegistry } from 'contracts/federation';
import type { RenderedText } from 'shared-ui';
import type { DehydratedState } from 'shared-ui/query';

/** The id of the JSON script element that carries the server's state to the browser. */
export const SSR_STATE_ID = 'ssr-state';
/** The id of the JSON list of the app's scripts, which the page's first script (early.ts) requests after the first paint. */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/** What the server rendered with, so the browser can hydrate exactly that. */
export interface SsrState {
  /** Remote name -> browser manifest URL: of the version the page was rendered with, which the browser keeps for the tab's life. */
  registry: RemoteRegistry;
  /** The version of each remote the page was rendered with: errors in the browser are reported against it. */
  versions: Partial<Record<RemoteName, string>>;
  /** Signed by the shell's server with those versions: an error beacon counts only with it. */
  reportToken?: string;
  /** The entry of each remote the page shows: the page runs it before hydrating, or loads it once reached. */
  remoteEntries: Partial<Record<RemoteName, string>>;
  /** Remote modules the page shows (`mfe_careers/JobPage`): loaded before hydrating. */
  modules: string[];
  /** Remote modules the page shows below the fold, or forms: loaded and hydrated once the visitor reaches or uses them. */
  deferred: string[];
  /** A static page's own module (islands/islands.ts): rendered as HTML, never hydrated. */
  htmlOnly: string[];
  /** Remote modules the server could not load: rendered as their fallback, then retried. */
  failed: string[];
  /** The pattern of the page's route (`/careers/:slug`): Web Vitals are reported against it, never the URL. */
  route: string;
  /** The share of page views (0 to 1) whose Web Vitals are reported (RUM_SAMPLE_RATE). */
  rumSampleRate: number;
  /** The Web Vitals reporter on its own (rum/vitals-entry.ts): a static page's first script loads it, in the page views the sample picks. */
  vitals?: string[];
  /** The query cache the server filled with each page's prefetch. */
  queries: DehydratedState;
  /** The shell's and the modules' text in the page's language, where that is not English (bundled): the browser hydrates with it. */
  text: RenderedText;
}

export function readSsrState(document: Document): SsrState | undefined {
  const text = document.getElementById(SSR_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as SsrState) : undefined;
}

/** The versions of the remotes the page shows (the server names every remote's). */
export function versionsShown(state: SsrState): SsrState['versions'] {
  const shown = new Set(
    [...state.modules, ...state.htmlOnly, ...state.deferred, ...state.failed].map((key) => key.split('/')[0]),
  );
  return Object.fromEntries(Object.entries(state.versions ?? {}).filter(([remote]) => shown.has(remote)));
}
