/**
 * The staff accounts command on the configured store (MONGODB_URI, or the embedded store under
 * DATA_DIR): `npm run staff -- add <email> --role admin` from source, `node api/dist/staff.mjs
 * add ...` in the API's image. The embedded store is one process's at a time: with it, stop the
 * API first (the command says so if it is running).
 */
import { text } from 'node:stream/consumers';
import { EnvError } from 'contracts/env';
import { loadConfig } from './config';
import { runStaffCommand, USAGE } from './staff/command';
import { argon2Passwords } from './staff/passwords';
import { openStore } from './store';
import { DataDirLockedError } from './store/embedded/data-dir-lock';

const argv = process.argv.slice(2);
if (argv.length === 0 || ['help', '--help', '-h'].includes(argv[0] ?? '')) {
  process.stdout.write(USAGE);
  process.exit(argv.length === 0 ? 2 : 0);
}

let exitCode = 1;
try {
  const config = loadConfig();
  const store = await openStore({ mongodbUri: config.mongodbUri, dataDir: config.dataDir });
  try {
    exitCode = await runStaffCommand(argv, {
      store,
      passwords: argon2Passwords,
      clock: () => new Date(),
      readStdin: () => text(process.stdin),
      out: (line) => process.stdout.write(line),
      err: (line) => process.stderr.write(line),
    });
  } finally {
    await store.close();
  }
} catch (error) {
  if (!(error instanceof EnvError || error instanceof DataDirLockedError)) throw error;
  process.stderr.write(`${error.message}\n`);
}
process.exit(exitCode);
