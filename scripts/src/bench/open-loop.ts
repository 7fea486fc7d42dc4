/**
 * Visitors arriving at a rate, for the benchmark's overload: an open loop, which autocannon's
 * `overallRate` is not. autocannon limits each connection to `rate / connections` requests a
 * second and restarts every connection's count on a one-second timer, all started together
 * (its lib/httpClient.js), so 400 connections send their requests in the same instant: a burst of
 * 400 once a second, whose last refusals wait behind the 399 before them.
 */
import { once } from 'node:events';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
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
  /** The load's own CPU (its thread's) over the counted seconds, in cores: what it took from the machine's. */
  clientCores: number;
  /** The load's event-loop delay over the counted seconds (ms, p99 and longest): its share of the latencies. */
  clientLagP99Ms: number;
  clientLagMaxMs: number;
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
  const result: OpenLoopResult = { byStatus: new Map(), errors: 0, clientCores: 0, clientLagP99Ms: 0, clientLagMaxMs: 0 };
  const lag = monitorEventLoopDelay({ resolution: 1 });
  let cpuAtCounting = process.threadCpuUsage();
  // undici's lowest layer: no stream or promise for a request, none kept to the end. The load's
  // own collections are pauses its clock counts as the server's time.
  const send = (counted: boolean) => {
    const started = performance.now();
    let status = 0;
    pool.dispatch(
      { path, method: 'GET', headers },
      {
        onRequestStart() {},
        onResponseStart(_controller, statusCode) {
          status = statusCode;
        },
        onResponseData() {},
        onResponseEnd() {
          if (counted) {
            const latencies = result.byStatus.get(status) ?? [];
            latencies.push(performance.now() - started);
            result.byStatus.set(status, latencies);
          }
        },
        onResponseError() {
          if (counted) result.errors += 1;
        },
      },
    );
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
        cpuAtCounting = process.threadCpuUsage();
      }
      send(counting);
      next += nextArrival(rate) * 1000;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
  }
  // Once every request has its answer.
  await pool.close();
  const cpu = process.threadCpuUsage(cpuAtCounting);
  result.clientCores = (cpu.user + cpu.system) / 1e6 / ((performance.now() - countFrom) / 1000);
  lag.disable();
  result.clientLagP99Ms = lag.percentile(99) / 1e6;
  result.clientLagMaxMs = lag.max / 1e6;
  return result;
}

/** `openLoop` on a thread whose event loop and heap hold nothing else (open-loop-thread.ts). */
export async function openLoopOnThread(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const thread = new Worker(new URL('./open-loop-thread.ts', import.meta.url), { workerData: options });
  try {
    const [result] = await Promise.race([
      once(thread, 'message'),
      once(thread, 'error').then(([error]) => Promise.reject(error)),
    ]);
    return result as OpenLoopResult;
  } finally {
    await thread.terminate();
  }
}
