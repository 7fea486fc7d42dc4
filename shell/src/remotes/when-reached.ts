/**
 * When a part of the page that the server rendered is worth its scripts: when the visitor turns
 * to it (pointer, touch, focus, keys), or once the browser is idle after the page's load event,
 * whichever comes first; a part below the fold (`reached`) also as it nears the viewport. A form
 * (`used`) does nothing until the visitor turns to it, wherever it is, or resumes the visit.
 */

import type { HydrateWhen } from '../islands/islands';

/** How far below (or above) the viewport a part starts loading: half a screen ahead of the visitor. */
export const NEAR_VIEWPORT_MARGIN = '50% 0px';
/** Where the browser has no idle callback (Safari), the wait after the load event instead. */
export const IDLE_FALLBACK_MS = 2000;
/** The longest an idle callback may wait on a busy page. */
export const IDLE_TIMEOUT_MS = 5000;

// Listened to on the document, in the capture phase: React stops the events it cannot deliver
// to a part not hydrated yet before they reach the part itself. A field's input counts too: the
// browser's autofill, or a choice made without focus, changes it.
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input', 'change'] as const;

/** A reload, Back or Forward: the visitor resumes, and a form may hold a draft or fields the browser restored. */
function visitResumed(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'reload' || navigation?.type === 'back_forward';
}

function afterLoadWhenIdle(callback: () => void): () => void {
  let cancelIdle = () => {};
  const onLoad = () => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(callback, IDLE_FALLBACK_MS);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle();
  };
}

/**
 * Calls `onReached` once, at the first of the triggers; the returned function stops waiting.
 * `idle: false` leaves the idle trigger out: a static page loads no script its visitor does not
 * reach or use (islands/islands.ts).
 */
export function whenReached(element: Element, when: HydrateWhen, onReached: () => void, { idle = true } = {}): () => void {
  const stops: (() => void)[] = [];
  const stop = () => {
    for (const stopOne of stops.splice(0)) stopOne();
  };
  const reach = () => {
    stop();
    onReached();
  };

  if (when === 'reached') {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reach(), {
      rootMargin: NEAR_VIEWPORT_MARGIN,
    });
    // The element may have no box of its own (`display: contents`): its children are what shows.
    for (const shown of element.children.length ? element.children : [element]) observer.observe(shown);
    stops.push(() => observer.disconnect());
  }

  const onInteraction = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) reach();
  };
  for (const type of INTERACTIONS) {
    document.addEventListener(type, onInteraction, { capture: true, passive: true });
    stops.push(() => document.removeEventListener(type, onInteraction, { capture: true }));
  }

  if (idle) stops.push(afterLoadWhenIdle(reach));
  // Already in it (typing into a static page's island, whose scripts that loaded), or resuming it: reached.
  if (element.contains(document.activeElement) || (when === 'used' && visitResumed())) queueMicrotask(reach);
  return stop;
}
