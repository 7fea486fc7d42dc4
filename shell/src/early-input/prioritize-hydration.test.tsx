import { act, Suspense } from 'react';
import { version as reactDomVersion } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hydrationPrioritizer } from './prioritize-hydration';

/** The react-dom whose `unstable_scheduleHydration` prioritize-hydration.ts was checked with. */
const CHECKED_REACT_DOM = '19.3.1';

test(`react-dom is ${CHECKED_REACT_DOM}, whose root unstable_scheduleHydration prioritize-hydration.ts was checked with`, () => {
  if (reactDomVersion !== CHECKED_REACT_DOM) {
    throw new Error(
      `react-dom is ${reactDomVersion}, not ${CHECKED_REACT_DOM}: re-check that its root still has unstable_scheduleHydration ` +
        '(or a stable replacement), that e2e specs/input-before-hydration.spec.ts passes, then update CHECKED_REACT_DOM.',
    );
  }
});

test('the root hydrateRoot returns has the API, and it takes a server-rendered node', async () => {
  const app = (
    <Suspense fallback="loading">
      <button type="button">Open</button>
    </Suspense>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(app);
  document.body.append(container);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, app);
  });
  expect(typeof (root as unknown as Record<string, unknown>).unstable_scheduleHydration).toBe('function');
  const prioritize = hydrationPrioritizer(root as NonNullable<typeof root>);
  expect(() => prioritize(container.querySelector('button') as Node)).not.toThrow();
  await act(async () => root?.unmount());
  container.remove();
});
