/**
 * What a wait that ran out rejects with: the work goes on and may still succeed (a version still
 * loading, a first render still compiling), so it says nothing of the code waited for.
 */
export class TooLateError extends Error {
  override name = 'TooLateError';
}

/** Settles like `promise`, or rejects with a TooLateError once `ms` have passed, whichever comes first. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TooLateError(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
