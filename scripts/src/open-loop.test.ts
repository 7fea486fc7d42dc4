import { once } from 'node:events';
import { createServer } from 'node:http';
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

it('counts the answers of the counted seconds only, by status', async () => {
  let answered = 0;
  const server = createServer((request, response) => {
    answered += 1;
    response.statusCode = request.url === '/busy' ? 503 : 200;
    response.end('ok');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  try {
    const result = await openLoop({
      origin: `http://127.0.0.1:${port}`,
      path: '/busy',
      rate: 100,
      seconds: 1,
      warmUpSeconds: 0.5,
    });
    const counted = result.byStatus.get(503)?.length ?? 0;
    expect([...result.byStatus.keys()]).toEqual([503]);
    expect(result.errors).toBe(0);
    expect(result.clientCores).toBeGreaterThan(0);
    // About 100 (a Poisson count: 5 standard deviations either side), and the warm-up's not among them.
    expect(counted).toBeGreaterThan(50);
    expect(counted).toBeLessThan(150);
    expect(answered).toBeGreaterThan(counted);
  } finally {
    server.close();
  }
});

it('counts a request whose connection drops as an error, and waits for every answer before it ends', async () => {
  let answered = 0;
  const server = createServer((request, response) => {
    answered += 1;
    if (request.url === '/drop') request.socket.destroy();
    else setTimeout(() => response.end('late'), 300);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  try {
    const dropped = await openLoop({
      origin: `http://127.0.0.1:${port}`,
      path: '/drop',
      rate: 50,
      seconds: 0.5,
      warmUpSeconds: 0,
    });
    expect(dropped.byStatus.size).toBe(0);
    expect(dropped.errors).toBeGreaterThan(0);
    expect(dropped.errors).toBe(answered);

    // Each answer comes 300 ms after its request, the last ones after the counted seconds.
    const late = await openLoop({ origin: `http://127.0.0.1:${port}`, path: '/late', rate: 50, seconds: 0.5, warmUpSeconds: 0 });
    const latencies = late.byStatus.get(200) ?? [];
    expect(late.errors).toBe(0);
    expect(latencies.length).toBe(answered - dropped.errors);
    expect(Math.min(...latencies)).toBeGreaterThanOrEqual(290);
  } finally {
    server.close();
  }
});
