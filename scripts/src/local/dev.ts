/** `npm run dev`: the API and the Rspack dev servers of the shell and every remote, with hot reload. */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { REMOTE_NAMES } from 'contracts/federation';
import { LOCAL_PORTS, LOCAL_SITE_ORIGIN } from 'contracts/site-map';
import { appDir, REPO_ROOT } from './compose';
import { stopOnExit } from './stop-on-exit';

const children = [
  spawn('npm', ['run', 'dev', '-w', 'api'], { cwd: REPO_ROOT, stdio: 'inherit' }),
  ...(['shell', ...REMOTE_NAMES] as const).map((app) =>
    spawn('npx', ['rspack', 'serve'], { cwd: appDir(app), stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } }),
  ),
];
const remotePorts = Object.values(LOCAL_PORTS.remotes).join(', ');
console.log(
  `\nDev servers starting: ${LOCAL_SITE_ORIGIN} (remotes on ${remotePorts}, API on ${LOCAL_PORTS.api}). Ctrl-C (or SIGTERM, SIGHUP) stops them.\n`,
);

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
stopOnExit(async () => {
  const exits = children.filter(running).map((child) => {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    return exited;
  });
  await Promise.all(exits);
});
