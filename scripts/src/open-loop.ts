/**
 * Visitors arriving at a rate, for the benchmark's overload: an open loop, which autocannon's
 * `overallRate` is not. autocannon limits each connection to `rate / connections` requests a
 * second and restarts every connection's count on a one-second timer, all started together
 * (its lib/httpClient.js), so 400 connections send their requests in the same instant: a burst of
 * 400 once a second, whose last refusals wait behind the 399 before them.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Pool } from 'undici';

export interface OpenLoopOptions {
  origin: string;
  path: string;
  /** Requests a second, on average. */
  rate: number;
  seconds: number;
  /**
   * Seconds at the same rate before the counted ones, not counted: the first second of a sudden
   * overload also measures the client opening its connections and compiling its own code.
   */
  warmUpSeconds: number;
  headers?: Record<string, string>;
}

export interface OpenLoopResult {
  /** Latencies (ms, from the request's sending to its last byte) of each status. */
  byStatus: Map<number, number[]>;
  errors: number;
  /** This process's own CPU over the counted seconds, in cores: what the load took from the machine's. */
  clientCores: number;
  /** This process's event-loop delay over the counted seconds (ms, p99): its share of the latencies. */
  clientLagP99Ms: number;
}

/** At most this many connections, opened as the requests need them. */
const MAX_CONNECTIONS = 1000;

/** Seconds until the next arrival of a Poisson process of `rate` a second. */
export const nextArrival = (rate: number, random = Math.random) => -Math.log(1 - random()) / rate;

export async function openLoop({
  origin,
  path,
  rate,
  seconds,
  warmUpSeconds,
  headers,
}: OpenLoopOptions): Promise<OpenLoopResult> {
  const pool = new Pool(origin, { connections: MAX_CONNECTIONS });
  const result: OpenLoopResult = { byStatus: new Map(), errors: 0, clientCores: 0, clientLagP99Ms: 0 };
  const lag = monitorEventLoopDelay({ resolution: 1 });
  let cpuAtCounting = process.cpuUsage();
  const sent: Promise<void>[] = [];
  const send = async (counted: boolean) => {
    const started = performance.now();
    try {
      const { statusCode, body } = await pool.request({ path, method: 'GET', headers });
      await body.dump();
      if (!counted) return;
      const latencies = result.byStatus.get(statusCode) ?? [];
      latencies.push(performance.now() - started);
      result.byStatus.set(statusCode, latencies);
    } catch {
      if (counted) result.errors += 1;
    }
  };
  const begin = performance.now();
  const countFrom = begin + warmUpSeconds * 1000;
  const end = countFrom + seconds * 1000;
  let counting = false;
  let next = begin;
  while (next < end) {
    while (next <= performance.now() && next < end) {
      if (!counting && next >= countFrom) {
        counting = true;
        lag.enable();
        cpuAtCounting = process.cpuUsage();
      }
      sent.push(send(counting));
      next += nextArrival(rate) * 1000;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
  }
  await Promise.all(sent);
  const cpu = process.cpuUsage(cpuAtCounting);
  result.clientCores = (cpu.user + cpu.system) / 1e6 / ((performance.now() - countFrom) / 1000);
  lag.disable();
  result.clientLagP99Ms = lag.percentile(99) / 1e6;
  await pool.close();
  return result;
}
