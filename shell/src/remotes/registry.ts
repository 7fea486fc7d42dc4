import { REMOTE_NAMES, type RemoteRegistry } from 'contracts/federation';

export const REGISTRY_PATH = '/remotes.json';

/** Where each remote lives, decided by the shell's server at runtime, never compiled in. */
export async function fetchRemoteRegistry(fetchImpl: typeof fetch = fetch): Promise<RemoteRegistry> {
  // The server marks it no-cache, so this revalidates; it may be answered by the page's preload.
  const response = await fetchImpl(REGISTRY_PATH);
  if (!response.ok) throw new Error(`${response.status}: could not read the remote registry`);
  return parseRemoteRegistry(await response.json());
}

export function parseRemoteRegistry(value: unknown): RemoteRegistry {
  const entries = REMOTE_NAMES.map((name) => {
    const url = (value as Record<string, unknown> | null)?.[name];
    if (typeof url !== 'string' || !URL.canParse(url, window.location.href)) {
      throw new Error(`The remote registry has no manifest URL for ${name}`);
    }
    return [name, new URL(url, window.location.href).href] as const;
  });
  return Object.fromEntries(entries) as RemoteRegistry;
}
