/**
 * The open loop on a thread of its own (`openLoopOnThread` in open-loop.ts). The process that
 * holds the site reads every service's output (the shell logs a line a request) and keeps more
 * in its heap; on the thread the load answers only for its own requests and its own small heap.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type OpenLoopOptions, openLoop } from './open-loop';

parentPort?.postMessage(await openLoop(workerData as OpenLoopOptions));
