/** What a remote's origin serves of a version: its descriptor, and the two files the registry pins. */
import { type RemoteName, SERVER_REMOTE_ENTRY, SSR_BUILD_DIR } from 'contracts/federation';
import { RELEASE_DESCRIPTOR_FILE, type ReleaseDescriptor, releaseDescriptorSchema, releasePath } from 'contracts/releases';
import { HttpError } from '../http-errors';
import { type Fetch, FetchFailed, fetchBytes, fetchJson, sha256Hex } from './fetch-file';
import { MANIFEST_FILE } from './gate';

export const SERVER_ENTRY_FILE = `${SSR_BUILD_DIR}/${SERVER_REMOTE_ENTRY}`;

export interface VersionFiles {
  descriptor: ReleaseDescriptor;
  manifestSha256: string;
  serverEntrySha256: string;
}

/** A descriptor as served, or why it is not one. */
async function readDescriptor(fetchImpl: Fetch, url: string): Promise<ReleaseDescriptor> {
  const parsed = releaseDescriptorSchema.safeParse(await fetchJson(fetchImpl, url));
  if (!parsed.success) throw new FetchFailed('is not a release descriptor');
  return parsed.data;
}

/**
 * Reads `/releases/<version>/` of the remote's origin: the descriptor (which must name this
 * remote and version) and the hashes of the manifest and the server entry. A 422 names what failed.
 */
export async function readVersionFiles(
  fetchImpl: Fetch,
  origin: string,
  remote: RemoteName,
  version: string,
): Promise<VersionFiles> {
  const refuse = (problem: string) => new HttpError(422, `The origin of ${remote} does not serve version ${version}: ${problem}`);
  const named = async <T>(file: string, reading: (url: string) => Promise<T>): Promise<T> => {
    try {
      return await reading(`${origin}${releasePath(version, file)}`);
    } catch (error) {
      throw error instanceof FetchFailed ? refuse(`${file} ${error.message}`) : error;
    }
  };
  const descriptorRead = named(RELEASE_DESCRIPTOR_FILE, (url) => readDescriptor(fetchImpl, url));
  const manifestRead = named(MANIFEST_FILE, (url) => fetchBytes(fetchImpl, url));
  const serverEntryRead = named(SERVER_ENTRY_FILE, (url) => fetchBytes(fetchImpl, url));
  // Fetched at once; of several failures, the first in this order is the one named.
  await Promise.allSettled([descriptorRead, manifestRead, serverEntryRead]);
  const served = await descriptorRead;
  const [manifest, serverEntry] = [await manifestRead, await serverEntryRead];
  if (served.remote !== remote || served.version !== version) {
    throw refuse(`its ${RELEASE_DESCRIPTOR_FILE} names ${served.remote} ${served.version}`);
  }
  return { descriptor: served, manifestSha256: sha256Hex(manifest), serverEntrySha256: sha256Hex(serverEntry) };
}

/** The descriptor of the build the origin serves at its root (the version it had before the registry). */
export function readServedDescriptor(fetchImpl: Fetch, origin: string): Promise<ReleaseDescriptor> {
  return readDescriptor(fetchImpl, `${origin}/${RELEASE_DESCRIPTOR_FILE}`);
}
