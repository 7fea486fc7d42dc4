/**
 * The page's first script (built on its own, about 2 KB): keeps what the visitor does before the
 * app hydrates, and requests the app's scripts only once the server's HTML has painted, so the
 * first paint waits for none of them; on a static page, only once the visitor reaches or uses
 * one of its islands (islands/islands.ts).
 */
import { EARLY_INPUT_GLOBAL, installEarlyInput, PART_ATTRIBUTE } from './early-input/early-input';
import { ISLAND_ATTRIBUTE, ISLAND_WHEN_ATTRIBUTE, isStaticPage } from './islands/islands';
import { installLocaleMemory } from './layout/remember-locale';
import { whenReached } from './remotes/when-reached';
import { PAGE_SCRIPTS_ID, readSsrState } from './ssr-state';

/** In the page's order, the shell's first: each runs after the one before (ordered async scripts). */
function runPageScripts(): Promise<void> {
  const sources = JSON.parse(document.getElementById(PAGE_SCRIPTS_ID)?.textContent ?? '[]') as string[];
  const scripts = sources.map((src) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = false;
    // A script that fails leaves its part to its fallback, as a failed import would. It leaves the
    // document too: the federation runtime, asked for the same file, would otherwise wait on this
    // element's events, which have fired, until its 20 s timeout, and the page would hydrate only then.
    return new Promise<void>((settle) => {
      script.addEventListener('load', () => settle());
      script.addEventListener('error', () => {
        script.remove();
        settle();
      });
      // One request per task: each costs the main thread about a millisecond (four on a slow
      // phone), too long for one task all together.
      setTimeout(() => document.head.append(script));
    });
  });
  return Promise.all(scripts).then(() => undefined);
}

/** Once the browser reports the first contentful paint (where it cannot, after the next frame). */
function afterFirstPaint(): Promise<void> {
  return new Promise((painted) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(painted));
      return;
    }
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      painted();
    }).observe({ type: 'paint', buffered: true });
  });
}

function documentParsed(): Promise<void> {
  return new Promise((parsed) => {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => parsed(), { once: true });
    else parsed();
  });
}

/** On a static page, once the visitor reaches or uses one of its islands: never, without one. */
function firstIslandReached(): Promise<void> {
  return new Promise((reached) => {
    const stops: (() => void)[] = [];
    const reach = () => {
      for (const stop of stops) stop();
      reached();
    };
    for (const island of document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) {
      const when = island.getAttribute(ISLAND_WHEN_ATTRIBUTE) === 'used' ? 'used' : 'reached';
      // The module's part inside, whose children are what shows (both elements have no box).
      stops.push(whenReached(island.querySelector(`[${PART_ATTRIBUTE}]`) ?? island, when, reach, { idle: false }));
    }
  });
}

function pageLoaded(): Promise<void> {
  return new Promise((loaded) => {
    if (document.readyState === 'complete') loaded();
    else window.addEventListener('load', () => loaded(), { once: true });
  });
}

/**
 * A static page loads no app to start the Web Vitals reporter: in the page views the sample
 * picks, it loads the reporter alone, at idle once the page has loaded.
 */
function reportVitalsWhenIdle() {
  const state = readSsrState(document);
  if (!state?.vitals || !(Math.random() < state.rumSampleRate)) return;
  const load = () => {
    for (const src of state.vitals ?? []) document.head.append(Object.assign(document.createElement('script'), { src }));
  };
  if ('requestIdleCallback' in window) requestIdleCallback(load);
  else setTimeout(load);
}

installLocaleMemory(document);
const parsed = documentParsed();
if (isStaticPage(document)) {
  window[EARLY_INPUT_GLOBAL] = installEarlyInput(parsed.then(afterFirstPaint).then(firstIslandReached).then(runPageScripts));
  void pageLoaded().then(reportVitalsWhenIdle);
} else {
  window[EARLY_INPUT_GLOBAL] = installEarlyInput(parsed.then(afterFirstPaint).then(runPageScripts));
}
