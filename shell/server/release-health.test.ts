/** @jest-environment node */
import { createHealthReporter, type HealthReporter } from './release-health';

const reporters: HealthReporter[] = [];
afterEach(() => {
  for (const reporter of reporters.splice(0)) reporter.stop();
});

function reporter(answers: (Response | Error)[]) {
  const bodies: unknown[] = [];
  const fetch = jest.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    const answer = answers.shift() ?? new Response(null, { status: 204 });
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const health = createHealthReporter({ url: 'http://api/api/releases/health', fetch: fetch as never, log: () => {} });
  reporters.push(health);
  return { health, bodies, fetch };
}

test('adds up the renders and failures of each version and sends them at once', async () => {
  const { health, bodies } = reporter([]);
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
