/** `npm run release -- <command> <remote> [version]`: see release-cli.ts. */
import { runRelease, UsageError } from './release-cli';

try {
  console.log(await runRelease(process.argv.slice(2)));
} catch (error) {
  console.error(error instanceof UsageError ? error.message : `The release registry refused: ${(error as Error).message}`);
  process.exit(error instanceof UsageError ? 2 : 1);
}
