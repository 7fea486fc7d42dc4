/**
 * @jest-environment node
 */
import { createThreadTimer } from './thread-time';

function clockedTimer() {
  const clock = { ms: 0 };
  return { clock, timer: createThreadTimer(() => clock.ms) };
}

test('a page alone is given its own time', () => {
  const { clock, timer } = clockedTimer();
  clock.ms = 100;
  timer.start();
  clock.ms = 130;
  expect(timer.end()).toBe(30);
});

test('pages held at once are given the busy time between their ends, which adds up to the time the thread was busy', () => {
  const { clock, timer } = clockedTimer();
  timer.start(); // a, at 0
  clock.ms = 5;
  timer.start(); // b
  clock.ms = 10;
  timer.start(); // c
  clock.ms = 40;
  const c = timer.end();
  clock.ms = 41;
  const a = timer.end();
  clock.ms = 60;
  const b = timer.end();
  expect([c, a, b]).toEqual([40, 1, 19]);
});

test("the thread's idle time goes to no page", () => {
  const { clock, timer } = clockedTimer();
  timer.start();
  clock.ms = 20;
  timer.end();
  clock.ms = 500;
  timer.start();
  clock.ms = 510;
  expect(timer.end()).toBe(10);
});
