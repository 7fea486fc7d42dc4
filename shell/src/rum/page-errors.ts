/**
 * Counts the page's uncaught errors and rejections (and the errors React reports), from the start,
 * for the page view's Web Vitals beacon: a count only, never a message (it may carry what a
 * visitor typed).
 */
import { RUM_MAX_ERRORS } from 'contracts/web-vitals';

export interface PageErrors {
  count(): number;
  add(): void;
}

export function countPageErrors(target: Pick<Window, 'addEventListener'> = window): PageErrors {
  let errors = 0;
  const add = () => {
    errors = Math.min(RUM_MAX_ERRORS, errors + 1);
  };
  target.addEventListener('error', add);
  target.addEventListener('unhandledrejection', add);
  return { count: () => errors, add };
}
