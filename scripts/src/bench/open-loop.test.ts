import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nextArrival, openLoop } from './open-loop';

it('spaces arrivals as a Poisson process: exponential gaps whose mean is one over the rate', () => {
  let seed = 1;
  // A fixed sequence, so the check is exact to the run: a linear congruential generator.
  const random = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  const gaps = Array.from({ length: 20_000 }, () => nextArrival(50, random));
  const mean = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
  expect(mean).toBeCloseTo(1 / 50, 3);
  // An exponential's median is ln 2 times its mean; evenly spaced gaps would all equal the mean.
  const median = [...gaps].sort((a, b) => a - b)[gaps.length / 2] ?? Number.NaN;
  expect(median / mean).toBeCloseTo(Math.LN2, 1);
});

/** A server on loopback for one test: its origin, and how many requests it was asked. */
async function serve(answer: (request: IncomingMessage, response: ServerResponse) => void) {
  const server = createServer((request, response) => {
    asked.count += 1;
    answer(request, response);
  });
  const asked = { count: 0, origin: '', close: () => server.close() };
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  asked.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return asked;
}

it('counts the answers of the counted seconds only, by status', async () => {
  const server = await serve((request, response) => {
    response.statusCode = request.url === '/busy' ? 503 : 200;
    response.end('ok');
  });
  try {
    const result = await openLoop({ origin: server.origin, path: '/busy', rate: 100, seconds: 1, warmUpSeconds: 0.5 });
    const counted = result.byStatus.get(503)?.length ?? 0;
    expect([...result.byStatus.keys()]).toEqual([503]);
    expect(result.errors).toBe(0);
    expect(result.clientCores).toBeGreaterThan(0);
    // About 100 (a Poisson count: 5 standard deviations either side), and the warm-up's not among them.
    expect(counted).toBeGreaterThan(50);
    expect(counted).toBeLessThan(150);
    expect(server.count).toBeGreaterThan(counted);
  } finally {
    server.close();
  }
});

it('counts a request whose connection drops as an error, and waits for every answer before it ends', async () => {
  const server = await serve((request, response) => {
    if (request.url === '/drop') request.socket.destroy();
    else setTimeout(() => response.end('late'), 300);
  });
  try {
    const dropped = await openLoop({ origin: server.origin, path: '/drop', rate: 50, seconds: 0.5, warmUpSeconds: 0 });
    expect(dropped.byStatus.size).toBe(0);
    expect(dropped.errors).toBeGreaterThan(0);
    expect(dropped.errors).toBe(server.count);

    // Each answer comes 300 ms after its request, the last ones after the counted seconds.
    const late = await openLoop({ origin: server.origin, path: '/late', rate: 50, seconds: 0.5, warmUpSeconds: 0 });
    const latencies = late.byStatus.get(200) ?? [];
    expect(late.errors).toBe(0);
    expect(latencies.length).toBe(server.count - dropped.errors);
    expect(Math.min(...latencies)).toBeGreaterThanOrEqual(290);
  } finally {
    server.close();
  }
});
