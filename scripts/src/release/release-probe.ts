/** How a change of the release registry shows on a shell's server: for the e2e suite and the benchmark. */
import type { RemoteName } from 'contracts/federation';
import { RELEASE_VERSIONS_HEADER } from 'contracts/releases';

/** The version of `remote` a page was rendered with, as its `X-Release-Versions` says. */
export function renderedVersion(header: string | null | undefined, remote: RemoteName): string | undefined {
  return new RegExp(`${remote}=([\\w.-]+)`).exec(header ?? '')?.[1];
}

/** A probe goes out this often, each without waiting for the one before: a slow render delays its answer, never the next probe. */
const PROBE_INTERVAL_MS = 100;

/**
 * The time from `since` to the first request after which every visitor of `shell` (one on either
 * side of any canary: buckets 0 and 99) gets `expected` of `remote` on `path`: the time the first
 * of the probes that all saw it was sent. Probes go out at a steady pace until one sees it, so the
 * figure is the change's propagation to within a probe interval, not that plus a render. Gives up
 * after `giveUpMs`, with what it saw.
 */
export async function timeToReach(
  { shell, remote, path, expected }: { shell: string; remote: RemoteName; path: string; expected: string },
  since: number,
  giveUpMs = 5000,
): Promise<number> {
  let seenReached = false;
  const probe = async () => {
    const asked = Date.now() - since;
    const answers = await Promise.all(
      ['0', '99'].map(async (bucket) => {
        const answer = await fetch(`${shell}${path}`, { headers: { cookie: `release_bucket=${bucket}` } });
        await answer.arrayBuffer();
        return { status: answer.status, version: renderedVersion(answer.headers.get(RELEASE_VERSIONS_HEADER), remote) };
      }),
    );
    const versions = answers.map(({ status, version }) => (status === 503 ? 'refused' : version));
    // A page refused while renders are busy (503, rendered with no version) says nothing either way.
    const refused = answers.some(({ status }) => status === 503);
    const reached = versions.every((version) => version === expected);
    if (reached) seenReached = true;
    return { asked, answered: Date.now() - since, versions, reached, refused };
  };
  const probes: ReturnType<typeof probe>[] = [];
  while (!seenReached && Date.now() - since < giveUpMs) {
    probes.push(probe());
    await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
  }
  const all = await Promise.all(probes);
  const results = all.filter((result) => !result.refused);
  const firstOfTheLastReached = results.findLastIndex((result) => !result.reached) + 1;
  const first = results[firstOfTheLastReached];
  if (first) return first.asked;
  const seen = all.map(({ asked, answered, versions }) => `${asked} ms: ${versions.join(', ')} (answered at ${answered} ms)`);
  throw new Error(`${shell} did not render ${remote}=${expected} for every visitor within ${giveUpMs} ms:\n${seen.join('\n')}`);
}
