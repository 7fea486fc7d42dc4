import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteRegistry } from 'contracts/federation';
import { localeOfPath } from 'contracts/languages';
import { StrictMode } from 'react';
import { createRoot, type HydrationOptions, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { keepRenderedText } from 'shared-ui';
import type { DehydratedState } from 'shared-ui/query';
import { EARLY_INPUT_GLOBAL } from './early-input/early-input';
import { hydrationPrioritizer } from './early-input/prioritize-hydration';
import { isStaticPage, readIslands } from './islands/islands';
import { FOOTER_PART } from './layout/footer-when-reached';
import { AppProviders, loadShellText } from './providers';
import {
  inLocale,
  loadRemotePage,
  moduleOfComponentStack,
  type ProvideQueries,
  parseRemoteModuleKey,
  retryingLoader,
  withPageQueries,
} from './remotes/load-remote-page';
import { fetchRemoteRegistry } from './remotes/registry';
import { releaseErrorReporter } from './remotes/release-beacon';
import { partOfBoundary } from './remotes/remote-module';
import { createRemoteModules, type RemoteModules } from './remotes/remote-modules';
import { UnreachableParts } from './remotes/unreachable-parts';
import { AppRoutes } from './routes';
import { countPageErrors } from './rum/page-errors';
import { readSsrState, type SsrState, versionsShown } from './ssr-state';

/** Each remote by its manifest, or by its entry where the page shows that remote (one request fewer). */
function register(registry: RemoteRegistry, remoteEntries: SsrState['remoteEntries'] = {}) {
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: remoteEntries[name] ?? registry[name] })));
}

/**
 * Once the page's scripts (the shell's, then the shown remotes' entries and chunks) have all run:
 * the page's first script loads them after the first paint, or they run deferred.
 */
function pageScriptsRun(): Promise<void> {
  const earlyInput = window[EARLY_INPUT_GLOBAL];
  if (earlyInput) return earlyInput.scriptsRun;
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });
}

/** The page's query client, with what the server fetched: React Query loads with the first module that queries. */
function pageQueries(state?: DehydratedState): ProvideQueries {
  let provide: ReturnType<ProvideQueries> | undefined;
  return () => {
    provide ??= import('./page-queries').then(({ createQueryClient, withQueryClient }) => {
      const client = createQueryClient(state);
      return (Page) => withQueryClient(client, Page);
    });
    return provide;
  };
}

/**
 * Loads the modules the server rendered above the fold (their scripts have run), so each hydrates
 * as soon as React reaches it. One whose scripts could not be loaded (its origin down) keeps the
 * server's HTML, working as plain HTML, with a notice and Retry, while it is tried again
 * (remotes/unreachable-parts.ts).
 */
async function loadRenderedModules(remoteModules: RemoteModules, keys: string[]) {
  await Promise.all(
    keys.map(async (key) => {
      try {
        remoteModules.loaded.set(key, await remoteModules.load(parseRemoteModuleKey(key)));
      } catch (error) {
        remoteModules.unreachable.add(key, error);
      }
    }),
  );
}

function app(remoteModules: RemoteModules) {
  return (
    <StrictMode>
      <AppProviders remoteModules={remoteModules}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
}

/** Counted from the first script on, for the page view's Web Vitals beacon. */
const pageErrors = countPageErrors();

/**
 * In the page views the sample picks (RUM_SAMPLE_RATE, in the server's state), the Web Vitals
 * reporter is loaded once the browser is idle after hydration: it never delays the page, and the
 * others never download it.
 */
function reportVitalsWhenIdle(state: SsrState) {
  if (!(Math.random() < state.rumSampleRate)) return;
  const load = () =>
    import('./rum/vitals-reporter').then(
      ({ startVitalsReporter }) =>
        startVitalsReporter({ route: state.route, versions: versionsShown(state), errors: pageErrors.count }),
      (error: unknown) => console.error('The Web Vitals reporter could not be loaded', error),
    );
  if ('requestIdleCallback' in window) requestIdleCallback(() => void load());
  else setTimeout(() => void load());
}

async function start() {
  const root = document.getElementById('root') as HTMLElement;
  const state = readSsrState(document);
  const locale = localeOfPath(window.location.pathname);
  if (!state) {
    // Served without server rendering (the Rspack dev server): build the page here, its text loaded first.
    try {
      register(await fetchRemoteRegistry());
    } catch (error) {
      // Without a registry every remote page shows its fallback; header and footer still work.
      console.error(error);
    }
    await loadShellText(locale);
    createRoot(root).render(app(createRemoteModules(withPageQueries(inLocale(loadRemotePage, locale), pageQueries()))));
    return;
  }

  await pageScriptsRun();
  register(state.registry, state.remoteEntries);
  // The page hydrates with the text the server rendered it with, in the language of its path.
  keepRenderedText(locale, state.text);
  const shellText = loadShellText(locale);
  const reportReleaseError = releaseErrorReporter(state.versions ?? {}, state.reportToken);
  // A module is tried again once its first try (loadRenderedModules, or once reached) failed.
  const unreachable = new UnreachableParts((key) => reportReleaseError('load', key));
  const load = inLocale(retryingLoader(loadRemotePage, unreachable), locale);
  const remoteModules = createRemoteModules(withPageQueries(load, pageQueries(state.queries)), {
    failedOnServer: new Set(state.failed),
    // The shell's footer, in the server's HTML, waits until reached too (layout/footer-when-reached.tsx).
    deferred: new Set([...state.deferred, FOOTER_PART]),
    unreachable,
  });
  await Promise.all([loadRenderedModules(remoteModules, state.modules), shellText]);
  const options: HydrationOptions = {
    // The server's HTML and the browser's first render differ: React renders that part again.
    // The hydration check of the e2e suite fails on this message.
    onRecoverableError: (error, info) => {
      console.error('[hydration]', error);
      pageErrors.add();
      reportReleaseError('hydration', moduleOfComponentStack(info.componentStack));
    },
    // A remote module that throws while rendering shows its fallback (its error boundary), and
    // the error is that module's, not the page's around it.
    onCaughtError: (error, info) => {
      console.error(error);
      pageErrors.add();
      reportReleaseError('runtime', partOfBoundary(info.errorBoundary));
    },
  };
  if (isStaticPage(document)) {
    // The page is its HTML; its first script reports its Web Vitals (early.ts). A chunk of its
    // own: the pages hydrated whole never load it.
    const { hydrateIslands } = await import('./hydration/hydrate-islands');
    window[EARLY_INPUT_GLOBAL]?.started(hydrateIslands(readIslands(document), remoteModules, locale, options));
    return;
  }
  // Concurrently: React hydrates the header and footer first, then each remote's part (its own
  // Suspense boundary) in short tasks, yielding to the browser between them. (Not in a
  // transition: then a click replayed right after the first pass was sometimes not handled.)
  const reactRoot = hydrateRoot(root, app(remoteModules), options);
  // React takes input from here on; what was held before is replayed as each part hydrates,
  // and those parts are hydrated first.
  window[EARLY_INPUT_GLOBAL]?.started(hydrationPrioritizer(reactRoot));
  reportVitalsWhenIdle(state);
}

void start();
