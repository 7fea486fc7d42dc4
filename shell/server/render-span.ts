import { inSpan } from 'telemetry/tracing';

/**
 * A render thread's render in a span of its own, child of the request's span on the main thread,
 * whose context the task carries (`traceHeaders`): the thread's fetches (the API, the remotes'
 * files) are its children. Named by the route's pattern once it is known, never by the URL.
 */
export function renderInSpan<Page extends { route: string }>(
  render: () => Promise<Page>,
  traceHeaders: Record<string, string>,
): Promise<Page> {
  return inSpan(
    'render',
    async (span) => {
      const page = await render();
      span.updateName(`render ${page.route}`);
      span.setAttribute('http.route', page.route);
      return page;
    },
    traceHeaders,
  );
}
