import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, type RemoteName } from 'contracts/federation';

/**
 * `./CulturePage` -> `./src/exposed/culture-page.tsx`: one thin file per exposed module. A module
 * the contract names but the remote lacks fails the build, rather than the page at runtime.
 */
export function exposedModules(dir: string, remote: RemoteName): Record<string, string> {
  const entries = REMOTES[remote].exposes.map((expose) => {
    const kebab = expose.slice(2).replace(/[A-Z]/g, (letter, index) => (index ? '-' : '') + letter.toLowerCase());
    return [expose, `./src/exposed/${kebab}.tsx`] as const;
  });
  const missing = entries.filter(([, file]) => !existsSync(path.join(dir, file)));
  if (missing.length > 0) {
    throw new Error(
      `${remote} lacks modules its federation contract exposes: ${missing.map(([expose, file]) => `${expose} (${file})`).join(', ')}`,
    );
  }
  return Object.fromEntries(entries);
}
