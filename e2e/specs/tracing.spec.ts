import { expect, test } from '@playwright/test';
import type { Site } from 'scripts/compose';
import { type OtlpReceiver, type ReceivedSpan, startOtlpReceiver } from 'scripts/otlp-receiver';
import { startPrivateSite } from '../fixtures/private-site';

/** Issue 31: one page's trace across the site, exported over OTLP by the shell (its render thread too) and the API. */

const JOB_PATH = '/careers/senior-cybersecurity-analyst';
/** The servers export in batches, every 5 s. */
const EXPORT_WAIT_MS = 20_000;
const EMAIL = /[^\s"@]+@[^\s"@]+\.[a-z]{2,}/i;
const COOKIE_VALUE = 'cookie-of-a-visitor-5f1c';

let receiver: OtlpReceiver;
let site: Site;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  receiver = await startOtlpReceiver();
  site = await startPrivateSite({
    shellEnv: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint },
    apiEnv: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint },
  });
});

test.afterAll(async () => {
  await site?.stop();
  await receiver?.close();
});

/** The spans of the trace the shell's request for `path` started, once each server has exported its part. */
function pageTrace(path: string) {
  const spans = receiver.spans();
  const request = spans.find(
    (span) => span.service === 'shell' && span.name === 'request' && span.attributes['url.path'] === path,
  );
  const trace = spans.filter((span) => span.traceId === request?.traceId);
  const find = (service: string, name: string, urlPath?: string) =>
    trace.find((span) => span.service === service && span.name === name && (!urlPath || span.attributes['url.path'] === urlPath));
  return {
    trace,
    shellRequest: request,
    render: find('shell', 'render /careers/:slug'),
    apiRequest: find('api', 'request', `/api${path}`),
    store: find('api', 'store jobs.findBySlug'),
  };
}

/** The span's ancestors in its trace, nearest first. */
function ancestors(trace: ReceivedSpan[], span: ReceivedSpan | undefined): ReceivedSpan[] {
  const parent = trace.find((candidate) => candidate.spanId === span?.parentSpanId);
  return parent ? [parent, ...ancestors(trace, parent)] : [];
}

test("one visit to a job page is one trace: the shell's request and render, the API's request and its store call", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  // What a span must never hold: a visitor's cookie and what a query string says.
  await context.addCookies([{ name: 'visitor', value: COOKIE_VALUE, url: site.url }]);
  await page.goto(`${site.url}${JOB_PATH}?ref=visitor@example.com`);
  await expect(page.getByRole('heading', { level: 1, name: 'Senior Cybersecurity Analyst' })).toBeVisible();

  await expect
    .poll(() => Object.values(pageTrace(JOB_PATH)).every((found) => found !== undefined && found !== null), {
      timeout: EXPORT_WAIT_MS,
    })
    .toBe(true);
  const { trace, shellRequest, render, apiRequest, store } = pageTrace(JOB_PATH);
  // The render thread's span is under the request's (its handler's) on the main thread.
  expect(ancestors(trace, render)).toContainEqual(shellRequest);
  expect(ancestors(trace, render)[0]?.service).toBe('shell');
  // The API's request continues the render thread's fetch, and its store call is under it.
  const [fetchToApi, ...aboveFetch] = ancestors(trace, apiRequest);
  expect([fetchToApi?.service, fetchToApi?.name, fetchToApi?.parentSpanId]).toEqual(['shell', 'GET', render?.spanId]);
  expect(aboveFetch).toContainEqual(shellRequest);
  expect(ancestors(trace, store)).toContainEqual(apiRequest);
  expect(trace.filter((span) => span === shellRequest)).toHaveLength(1);

  // No span of the whole run holds an e-mail address, a cookie, or a query string.
  for (const span of receiver.spans()) {
    const attributes = JSON.stringify(span.attributes);
    expect(attributes).not.toMatch(EMAIL);
    expect(attributes).not.toContain(COOKIE_VALUE);
    expect(Object.keys(span.attributes).filter((key) => /cookie|query/i.test(key))).toEqual([]);
  }
});
