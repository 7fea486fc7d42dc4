/**
 * The store as the API's metrics and traces see it: every call of every module (`jobs.findBySlug`,
 * `outbox.markSent`) timed by operation and outcome and, within a trace (a request's, a mail's
 * delivery, a retention run), in a span of its own named after the operation (no arguments
 * recorded: they may be a person's e-mail), and the outbox's sends and failures counted as they
 * are recorded. The same port, so routes and the mail worker cannot tell the difference. Without
 * tracing there is no trace under way, and no span.
 */
import { inChildSpan } from 'telemetry/tracing';
import type { Store } from '../store/store';
import type { ApiMetrics } from './metrics';

type Module = Record<string, unknown>;

function timed<T>(metrics: ApiMetrics, operation: string, call: () => T): T {
  const end = metrics.storeDuration.startTimer({ operation });
  try {
    const result = call();
    if (result instanceof Promise) {
      return result.then(
        (value) => {
          end({ outcome: 'ok' });
          return value;
        },
        (error: unknown) => {
          end({ outcome: 'error' });
          throw error;
        },
      ) as T;
    }
    end({ outcome: 'ok' });
    return result;
  } catch (error) {
    end({ outcome: 'error' });
    throw error;
  }
}

function instrumentModule(metrics: ApiMetrics, name: string, module: Module): Module {
  return Object.fromEntries(
    Object.entries(module).map(([method, value]) => {
      if (typeof value !== 'function') return [method, value];
      const operation = `${name}.${method}`;
      const counted =
        operation === 'outbox.markSent'
          ? metrics.mailSends
          : operation === 'outbox.markFailed'
            ? metrics.mailFailures
            : undefined;
      return [
        method,
        (...args: unknown[]) => {
          const result = inChildSpan(`store ${operation}`, async () =>
            timed(metrics, operation, () => (value as (...a: unknown[]) => unknown).apply(module, args)),
          );
          if (!counted) return result;
          return Promise.resolve(result).then((outcome) => {
            counted.inc();
            return outcome;
          });
        },
      ];
    }),
  );
}

export function instrumentStore(store: Store, metrics: ApiMetrics): Store {
  const entries = Object.entries(store).map(([name, value]) => {
    if (typeof value === 'function')
      return [
        name,
        (...args: unknown[]) => inChildSpan(`store ${name}`, async () => timed(metrics, name, () => value.apply(store, args))),
      ];
    if (value && typeof value === 'object') return [name, instrumentModule(metrics, name, value as Module)];
    return [name, value];
  });
  return Object.fromEntries(entries) as Store;
}
