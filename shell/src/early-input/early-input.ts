/**
 * Input made before the app hydrates, kept and handed over. The server's HTML can be clicked and
 * typed into long before its scripts have run, and React takes a part of the page over only once
 * it has hydrated it (a click on a part whose code is not there yet is dropped). So, for each part
 * of the page (the shell's frame; each remote module, and the shell's footer, in `[data-remote]`)
 * until it has hydrated:
 *
 * - a click or a submit is held (its default prevented, so a link does not reload the page and a
 *   form does not send itself as a GET) and replayed once the part has hydrated: React then runs
 *   the handler, the router navigates, the form validates; so is a key pressed outside a field
 *   (the arrows of a tab list, Escape), except Tab, shortcuts and a key the browser makes a click
 *   of (Enter on a link, Enter or Space on a button), which stay the browser's;
 * - text typed into a field (which the browser keeps) is given to the app again once the part
 *   has hydrated, as if typed then, since a form library may reset the field when it takes it over;
 *   so is a checkbox or radio button ticked, whose click is the browser's so that it ticks at once.
 *
 * A part whose code cannot be loaded (`notLoaded`, remotes/unreachable-parts.ts) works as plain
 * HTML meanwhile (its links, its keys), except that a form of it is still held, never sent as a
 * GET with what was typed in the address; its text and its held input are given to it once it
 * hydrates (after a Retry), as above.
 *
 * On a static page only its islands wait, and of them not their links: the rest is HTML, and works
 * as such.
 *
 * This file runs in the page's first script (early.ts), before `#root` is parsed: no React, no
 * imports that weigh.
 */
import { ISLAND_ATTRIBUTE, isStaticPage } from '../islands/islands';

export const EARLY_INPUT_GLOBAL = '__SHELL_EARLY_INPUT__';
/**
 * The attribute naming a part of the page: the remote module it shows (remotes/remote-page.tsx), or
 * `shell/Footer` (layout/footer-when-reached.tsx).
 */
export const PART_ATTRIBUTE = 'data-remote';
/** The shell's own part: everything in the app outside the remote modules. */
export const SHELL_PART = 'shell';
/** The app's element: input elsewhere (none today) is never held. */
const APP_SELECTOR = '#root';
/** Held input whose part has not hydrated by then is dropped, as it would have been without this. */
export const HELD_INPUT_LIFETIME_MS = 30_000;

declare global {
  interface Window {
    [EARLY_INPUT_GLOBAL]?: EarlyInput;
  }
}

export interface EarlyInput {
  /** Settles once the page's scripts (early.ts loads them) have all run. */
  scriptsRun: Promise<void>;
  /** The app is hydrating: `prioritize` asks React to hydrate the part holding a node first. */
  started(prioritize: (target: Node) => void): void;
  /** A part of the page has hydrated: what was held for it is replayed. */
  hydrated(part: string): void;
  /** A part's code could not be loaded: it works as plain HTML, but its forms are held and its text kept. */
  notLoaded(part: string): void;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
interface HeldAction {
  target: Element;
  kind: 'click' | 'submit' | 'keydown';
  /** The key event to replay. */
  init?: KeyboardEventInit;
  at: number;
}

function isField(node: EventTarget | null): node is Field {
  return node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;
}

function isTickBox(node: unknown): node is HTMLInputElement {
  return node instanceof HTMLInputElement && (node.type === 'checkbox' || node.type === 'radio');
}

/** A click on a checkbox or a radio button, or on its label, which ticks it. */
function ticks(target: Element): boolean {
  return isTickBox(target) || isTickBox(target.closest('label')?.control);
}

/**
 * Enter on a link or a button (a <summary> is one), Space on a button: the browser makes it a click, which is held and
 * replayed as any click is (a key event replayed would not follow the link or press the button).
 */
function becomesClick(event: KeyboardEvent): boolean {
  const target = event.target;
  const isButton = target instanceof HTMLButtonElement || (target instanceof HTMLElement && target.localName === 'summary');
  if (isButton) return event.key === 'Enter' || event.key === ' ';
  return event.key === 'Enter' && target instanceof HTMLAnchorElement && target.hasAttribute('href');
}

/** A key whose default the browser owns: focus moves, shortcuts, typing into a field, and a key that clicks. */
function isBrowsersKey(event: KeyboardEvent): boolean {
  const target = event.target as Element;
  return (
    event.key === 'Tab' ||
    // What Escape closes before hydration is the browser's own (a <details>, a popover).
    event.key === 'Escape' ||
    becomesClick(event) ||
    event.ctrlKey ||
    event.metaKey ||
    event.altKey ||
    isField(target) ||
    (target instanceof HTMLElement && target.isContentEditable)
  );
}

/** An island's notice and Retry sit beside its module's part, in its island: they are that part's. */
function partOf(node: Element): string {
  const part = node.closest(`[${PART_ATTRIBUTE}], [${ISLAND_ATTRIBUTE}]`);
  return part?.getAttribute(PART_ATTRIBUTE) ?? part?.getAttribute(ISLAND_ATTRIBUTE) ?? SHELL_PART;
}

/** What waits for scripts: the app, or on a static page, its islands alone (the rest is its HTML). */
function waitingSelector(): string {
  return isStaticPage(document) ? `[${ISLAND_ATTRIBUTE}]` : APP_SELECTOR;
}

/** A link on a static page, which loads its page whether or not its island has hydrated. */
function isStaticPageLink(target: Element): boolean {
  return isStaticPage(document) && target.closest('a[href]') !== null;
}

/**
 * Gives a field its value as typing would: React tracks a field's value through the element's own
 * `value` property, so that is emptied first, and the typed value set past it, on the prototype;
 * React then sees a change and calls the field's onChange.
 */
function giveValue(field: Field, value: string | boolean) {
  // A file chosen stays on its field (a value cannot be set on one): the app is told it changed.
  if (field instanceof HTMLInputElement && field.type === 'file') {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (isTickBox(field)) {
    // React tracks `checked` as it does `value`, and hears of a tick box's change through its click.
    field.checked = !value;
    field.click();
    return;
  }
  field.value = '';
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, String(value));
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Gives each field of a part that has hydrated what was typed into it. */
function giveTyped(typed: Map<Field, string | boolean>, isReady: (node: Element) => boolean) {
  for (const [field, value] of typed) {
    if (!isReady(field)) continue;
    typed.delete(field);
    if (field.isConnected) giveValue(field, value);
  }
}

/** Replays the held actions whose part has hydrated, and returns those still waiting. */
function performHeld(actions: HeldAction[], isReady: (node: Element) => boolean, now: number): HeldAction[] {
  const expired = now - HELD_INPUT_LIFETIME_MS;
  const waiting: HeldAction[] = [];
  for (const action of actions) {
    if (action.at < expired || !action.target.isConnected) continue;
    if (!isReady(action.target)) waiting.push(action);
    // Dispatched where the visitor clicked: the button or link around it does what it does on a click.
    else if (action.kind === 'click')
      action.target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
    else if (action.kind === 'keydown')
      action.target.dispatchEvent(new KeyboardEvent('keydown', { ...action.init, bubbles: true, cancelable: true }));
    else if (action.target instanceof HTMLFormElement) action.target.requestSubmit();
  }
  return waiting;
}

export function installEarlyInput(scriptsRun: Promise<void>, now: () => number = Date.now): EarlyInput {
  const hydratedParts = new Set<string>();
  const plainParts = new Set<string>();
  let prioritize: (target: Node) => void = () => {};
  const actions: HeldAction[] = [];
  const typed = new Map<Field, string | boolean>();

  // An Element, not only an HTMLElement: a click on a button's icon lands on its SVG.
  const isWaiting = (target: EventTarget | null): target is Element =>
    target instanceof Element && target.closest(waitingSelector()) !== null && !hydratedParts.has(partOf(target));
  // A part whose code could not load is plain HTML meanwhile: only its forms are held, never sent as a GET.
  // On a static page an island's link loads its page once hydrated too: the browser follows it at once.
  const isHeld = (target: EventTarget | null, kind: HeldAction['kind']): target is Element =>
    isWaiting(target) &&
    (kind === 'submit' ||
      (!plainParts.has(partOf(target)) && !(kind === 'click' && (isStaticPageLink(target) || ticks(target)))));
  const isReady = (node: Element) => hydratedParts.has(partOf(node));

  const hold = (kind: HeldAction['kind']) => (event: Event) => {
    if (!isHeld(event.target, kind)) return;
    event.preventDefault();
    event.stopPropagation();
    actions.push({ target: event.target, kind, at: now() });
    prioritize(event.target);
  };
  document.addEventListener('click', hold('click'), true);
  document.addEventListener('submit', hold('submit'), true);
  document.addEventListener(
    'keydown',
    (event) => {
      if (!isHeld(event.target, 'keydown') || isBrowsersKey(event)) return;
      event.preventDefault();
      event.stopPropagation();
      const { key, code, shiftKey } = event;
      actions.push({ target: event.target, kind: 'keydown', init: { key, code, shiftKey }, at: now() });
      prioritize(event.target);
    },
    true,
  );
  document.addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (!isField(field) || !isWaiting(field)) return;
      // Last typed, last given: of a group of radio buttons, the one ticked last stays ticked.
      typed.delete(field);
      typed.set(field, isTickBox(field) ? field.checked : field.value);
    },
    true,
  );

  function replay() {
    giveTyped(typed, isReady);
    // The held actions land a task later, as a visitor's next action would: what the values set off
    // settles first (react-dropzone reads a chosen file asynchronously, and a submit must see it).
    setTimeout(() => actions.push(...performHeld(actions.splice(0), isReady, now())));
  }

  return {
    scriptsRun,
    started(prioritizeHydration) {
      prioritize = prioritizeHydration;
      for (const target of [...typed.keys(), ...actions.map((action) => action.target)]) prioritize(target);
    },
    hydrated(part) {
      hydratedParts.add(part);
      replay();
    },
    notLoaded(part) {
      plainParts.add(part);
    },
  };
}
