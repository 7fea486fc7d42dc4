/**
 * A value made the first time it is asked for, then kept. For `Intl` formatters: the browser's
 * first `Intl` format loads ICU's locale data (17-50 ms of the main thread, more on a slow
 * phone), which a page that formats nothing must not pay for when the module loads.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}
