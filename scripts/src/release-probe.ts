/** How a change of the release registry shows on a shell's server: for the e2e suite and the benchmark. */
import type { RemoteName } from 'contracts/federation';
import { RELEASE_VERSIONS_HEADER } from 'contracts/releases';

/** The version of `remote` a page was rendered with, as its `X-Release-Versions` says. */
export function renderedVersion(header: string | null | undefined, remote: RemoteName): string | undefined {
  return new RegExp(`${remote}=([\\w.-]+)`).exec(header ?? '')?.[1];
}

/**
 * The time from `since` to the first request after which every visitor of `shell` (one on either
 * side of any canary: buckets 0 and 99) gets `expected` of `remote` on `path`. Gives up after
 * `giveUpMs`, with what it saw.
 */
export async function timeToReach(
  { shell, remote, path, expected }: { shell: string; remote: RemoteName; path: string; expected: string },
  since: number,
  giveUpMs = 5000,
): Promise<number> {
  const seen: string[] = [];
  while (Date.now() - since < giveUpMs) {
    const asked = Date.now();
    const versions = await Promise.all(
      ['0', '99'].map(async (bucket) => {
        const answer = await fetch(`${shell}${path}`, { headers: { cookie: `release_bucket=${bucket}` } });
        await answer.arrayBuffer();
        return renderedVersion(answer.headers.get(RELEASE_VERSIONS_HEADER), remote);
      }),
    );
    if (versions.every((version) => version === expected)) return asked - since;
    seen.push(`${asked - since} ms: ${versions.join(', ')} (answered in ${Date.now() - asked} ms)`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${shell} did not render ${remote}=${expected} for every visitor within ${giveUpMs} ms:\n${seen.join('\n')}`);
}
