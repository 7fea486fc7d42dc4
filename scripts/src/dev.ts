/** `npm run dev`: the API and the Rspack dev servers of the shell and every remote, with hot reload. */
import { spawn } from 'node:child_process';
import { REMOTE_NAMES } from 'contracts/federation';
import { LOCAL_PORTS, LOCAL_SITE_ORIGIN } from 'contracts/site-map';
import { appDir, REPO_ROOT } from './compose';

const children = [
  spawn('npm', ['run', 'dev', '-w', 'api'], { cwd: REPO_ROOT, stdio: 'inherit' }),
  ...(['shell', ...REMOTE_NAMES] as const).map((app) =>
    spawn('npx', ['rspack', 'serve'], { cwd: appDir(app), stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } }),
  ),
];
const remotePorts = Object.values(LOCAL_PORTS.remotes).join(', ');
console.log(
  `\nDev servers starting: ${LOCAL_SITE_ORIGIN} (remotes on ${remotePorts}, API on ${LOCAL_PORTS.api}). Ctrl-C stops them.\n`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}
