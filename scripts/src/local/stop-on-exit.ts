/**
 * Runs `stop` once, then exits, when this process is told to end (Ctrl-C's SIGINT, a process
 * manager's SIGTERM, a closed terminal's SIGHUP) or loses its parent. An npm script that `exec`s
 * its process is npm's child: npm passes SIGINT and SIGTERM on to it, but dies of a SIGHUP (or a
 * SIGKILL) sent to npm alone, and this process then learns of it only by its parent changing.
 */
const EXIT_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const PARENT_CHECK_MS = 250;

export function stopOnExit(stop: () => Promise<void>): void {
  const parent = process.ppid;
  let stopping = false;
  const end = async (why: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${why}: stopping every server`);
    await stop();
    process.exit(0);
  };
  for (const signal of EXIT_SIGNALS) process.on(signal, () => void end(signal));
  setInterval(() => {
    if (process.ppid !== parent) void end('The command that started this one has ended');
  }, PARENT_CHECK_MS);
}
