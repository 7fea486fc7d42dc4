/** @jest-environment node */
import { healthReportCredential } from 'server-common/shell-reports';
import { createHealthReporter, type HealthReporter } from './release-health';

const KEY = 'test-release-report-key-0123456789abcdef';

const reporters: HealthReporter[] = [];
afterEach(() => {
  for (const reporter of reporters.splice(0)) reporter.stop();
});

function reporter(answers: (Response | Error)[], { withKey = true } = {}) {
  const bodies: unknown[] = [];
  const credentials: unknown[] = [];
  const fetch = jest.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    credentials.push(new Headers(init?.headers).get('authorization'));
    const answer = answers.shift() ?? new Response(null, { status: 204 });
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const health = createHealthReporter({
    url: 'http://api/api/releases/health',
    key: withKey ? KEY : undefined,
    fetch: fetch as never,
    log: () => {},
  });
  reporters.push(health);
  return { health, bodies, credentials, fetch };
}

test("adds up the renders and failures of each version and sends them at once, with the shells' credential", async () => {
  const { health, bodies, credentials } = reporter([]);
  health.count([{ remote: 'mfe_careers', version: '1.0.0-1111111111', failed: false }]);
  health.count([
    { remote: 'mfe_careers', version: '1.0.0-1111111111', failed: true },
    { remote: 'mfe_contact', version: '1.0.0-2222222222', failed: false },
  ]);
  await health.flush();
  expect(bodies).toEqual([
    {
      counts: [
        { remote: 'mfe_careers', version: '1.0.0-1111111111', renders: 2, errors: 1 },
        { remote: 'mfe_contact', version: '1.0.0-2222222222', renders: 1, errors: 0 },
      ],
    },
  ]);
  await health.flush();
  expect(bodies).toHaveLength(1);
  expect(credentials).toEqual([`Bearer ${healthReportCredential(KEY)}`]);
});

test('counts and sends nothing without the key (the registry would refuse it)', async () => {
  const { health, fetch } = reporter([], { withKey: false });
  health.count([{ remote: 'mfe_careers', version: '1.0.0-1111111111', failed: true }]);
  await health.flush();
  expect(fetch).not.toHaveBeenCalled();
});

test('keeps what could not be sent for the next report', async () => {
  const { health, bodies } = reporter([new TypeError('fetch failed'), new Response('{}', { status: 500 })]);
  health.count([{ remote: 'mfe_careers', version: '1.0.0-1111111111', failed: true }]);
  await health.flush();
  health.count([{ remote: 'mfe_careers', version: '1.0.0-1111111111', failed: false }]);
  await health.flush();
  await health.flush();
  expect(bodies.at(-1)).toEqual({ counts: [{ remote: 'mfe_careers', version: '1.0.0-1111111111', renders: 2, errors: 1 }] });
});
