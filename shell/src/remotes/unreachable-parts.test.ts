import { EARLY_INPUT_GLOBAL, type EarlyInput } from '../early-input/early-input';
import { UnreachableParts } from './unreachable-parts';

const PART = 'mfe_contact/ContactSection';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  jest.restoreAllMocks();
  delete window[EARLY_INPUT_GLOBAL];
});

test('tells its subscribers when a part becomes unreachable and when it loads, and early input that it works as plain HTML', () => {
  const notLoaded = jest.fn();
  window[EARLY_INPUT_GLOBAL] = { notLoaded } as unknown as EarlyInput;
  const parts = new UnreachableParts();
  const seen: boolean[] = [];
  const unsubscribe = parts.subscribe(() => seen.push(parts.has(PART)));

  parts.add(PART, new Error('the origin is down'));
  expect(notLoaded).toHaveBeenCalledWith(PART);
  parts.loaded(PART);
  parts.loaded(PART);
  unsubscribe();
  parts.add(PART, new Error('down again'));
  expect(seen).toEqual([true, false]);
});

test('Retry ends the wait at once', async () => {
  const parts = new UnreachableParts();
  parts.add(PART, new Error('the origin is down'));
  let woken = false;
  void parts.wait(PART, 60_000).then(() => {
    woken = true;
  });
  await Promise.resolve();
  expect(woken).toBe(false);

  parts.retry(PART);
  await Promise.resolve();
  expect(woken).toBe(true);
});

test('tells the release reporter once per part that could not be loaded, and again once it had loaded', () => {
  const unreachable = jest.fn();
  const parts = new UnreachableParts(unreachable);
  parts.add(PART, new Error('the origin is down'));
  parts.add(PART, new Error('still down'));
  parts.add('mfe_marketing/LocationsSection', new Error('down too'));
  expect(unreachable.mock.calls).toEqual([[PART], ['mfe_marketing/LocationsSection']]);
  parts.loaded(PART);
  parts.add(PART, new Error('down again'));
  expect(unreachable).toHaveBeenCalledTimes(3);
});
