/**
 * Module Federation runtime plugin: the runtime's manifest fetch has no timeout, so a remote
 * that hangs would spin forever. Aborting it lets the page show its fallback instead.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const REMOTE_FETCH_TIMEOUT_MS = 8000;

export default function timeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell:remote-timeout',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(REMOTE_FETCH_TIMEOUT_MS) });
    },
  };
}
