/** Refuses to start a site on a port another process holds, naming that process. */
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { portToPid } from 'pid-port';

/** Whether something listens where a server would: the servers of the site listen on `host`. */
async function isTaken(port: number, host: string): Promise<boolean> {
  const probe = createServer();
  try {
    probe.listen(port, host);
    await once(probe, 'listening');
    return false;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') return true;
    throw error;
  } finally {
    probe.close();
  }
}

/** `pid 123 (node server.mjs)`, or what can be said when the process is not ours to see. */
async function describeHolder(port: number): Promise<string> {
  const pid = await portToPid(port).catch(() => undefined);
  if (!pid) return 'a process this user cannot see';
  const command = await promisify(execFile)('ps', ['-o', 'args=', '-p', String(pid)]).then(
    ({ stdout }) => stdout.trim(),
    () => '',
  );
  return `pid ${pid}${command ? ` (${command})` : ''}`;
}

/** Throws, naming each port taken and who holds it, when any of `ports` (by server name) is taken. */
export async function requirePortsFree(ports: Record<string, number>, host: string): Promise<void> {
  const taken: string[] = [];
  for (const [server, port] of Object.entries(ports)) {
    if (await isTaken(port, host)) taken.push(`port ${port} (${server}) is taken by ${await describeHolder(port)}`);
  }
  if (taken.length) throw new Error(`Cannot start the site: ${taken.join('; ')}. Stop it, then start again.`);
}
