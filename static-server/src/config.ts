/**
 * The only reader of process.env for a remote's origin server (serve-remote.ts): its settings,
 * checked by a zod schema (contracts/env); a bad value stops the start with a message naming it.
 */
import path from 'node:path';
import { parseEnv } from 'contracts/env';
import { REMOTES, type RemoteName } from 'contracts/federation';
import { LOCAL_PORTS, LOCAL_SITE_ORIGIN } from 'contracts/site-map';
import { z } from 'zod';

export interface RemoteServerConfig {
  port: number;
  host: string;
  /** `SITE_ORIGINS`: the sites whose pages may load the remote's files (CORS). */
  allowedOrigins: string[];
  /** `REMOTE_DIST_DIR`: the remote's build, by default `<remote>/dist` beside this server's folder. */
  dist: string;
  /** `RELEASES_DIR`: where the build is installed as a version, and every version kept is served. */
  releasesDir?: string;
  /** `HSTS=true`: the site is served over HTTPS. */
  hsts: boolean;
  /** `RELEASE_FEED_URL`: the API's feed, which says which versions the registry keeps. */
  releaseFeedUrl?: string;
}

const url = z.string().refine((value) => URL.canParse(value), 'must be a URL');

function settingsSchema(name: RemoteName) {
  return z.object({
    PORT: z.coerce.number().int().min(1).max(65_535).default(LOCAL_PORTS.remotes[name]),
    HOST: z.string().min(1).default('127.0.0.1'),
    SITE_ORIGINS: z.string().default(LOCAL_SITE_ORIGIN),
    // As in the repository and the image: <remote>/dist beside this server's folder.
    REMOTE_DIST_DIR: z.string().default(path.resolve(import.meta.dirname, '../..', REMOTES[name].packageName, 'dist')),
    RELEASES_DIR: z.string().optional(),
    HSTS: z.enum(['true', 'false'], 'must be true or false').default('false'),
    RELEASE_FEED_URL: url.optional(),
  });
}

export function readRemoteServerConfig(name: RemoteName, env: NodeJS.ProcessEnv = process.env): RemoteServerConfig {
  const settings = parseEnv(settingsSchema(name), env);
  return {
    port: settings.PORT,
    host: settings.HOST,
    allowedOrigins: settings.SITE_ORIGINS.split(',').map((origin) => origin.trim()),
    dist: settings.REMOTE_DIST_DIR,
    releasesDir: settings.RELEASES_DIR,
    hsts: settings.HSTS === 'true',
    releaseFeedUrl: settings.RELEASE_FEED_URL,
  };
}
