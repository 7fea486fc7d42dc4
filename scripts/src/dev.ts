/** `npm run dev`: the API and the Rspack dev servers of the shell and every remote, with hot reload. */
import { spawn } from 'node:child_process';
import { REMOTE_NAMES } from 'contracts/federation';
import { appDir, REPO_ROOT } from './compose';

const children = [
  spawn('npm', ['run', 'dev', '-w', 'api'], { cwd: REPO_ROOT, stdio: 'inherit' }),
  ...(['shell', ...REMOTE_NAMES] as const).map((app) =>
    spawn('npx', ['rspack', 'serve'], { cwd: appDir(app), stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } }),
  ),
];
console.log('\nDev servers starting: http://localhost:3000 (remotes on 3001-3004, API on 4000). Ctrl-C stops them.\n');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}
