/**
 * The page's first script (built on its own, under 1 KB): keeps what the visitor does before the
 * app hydrates, and requests the app's scripts only once the server's HTML has painted, so the
 * first paint waits for none of them.
 */
import { EARLY_INPUT_GLOBAL, installEarlyInput } from './early-input/early-input';
import { PAGE_SCRIPTS_ID } from './ssr-state';

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

window[EARLY_INPUT_GLOBAL] = installEarlyInput(documentParsed().then(afterFirstPaint).then(runPageScripts));
