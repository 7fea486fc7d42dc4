import { useEffect, useMemo, useRef } from 'react';

/** Timers that die with the component, so a late reset never touches an unmounted wizard. */
export function useTimeouts() {
  const pending = useRef(new Set<number>());

  useEffect(() => {
    const ids = pending.current;
    return () => {
      for (const id of ids) window.clearTimeout(id);
      ids.clear();
    };
  }, []);

  return useMemo(
    () => ({
      schedule(callback: () => void, delayMs: number) {
        const id = window.setTimeout(() => {
          pending.current.delete(id);
          callback();
        }, delayMs);
        pending.current.add(id);
      },
      clearAll() {
        for (const id of pending.current) window.clearTimeout(id);
        pending.current.clear();
      },
    }),
    [],
  );
}
