/**
 * What a reviewer checks in each image recipe, checked on every run (no Docker engine runs on the
 * build machines; `docker-compose config -q` in .ci/run validates the compose file).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './site-layout';

const DOCKERFILES = ['api/Dockerfile', 'shell/Dockerfile', 'static-server/Dockerfile'];
const LTS_NODE_MAJORS = ['22', '24'];

describe.each(DOCKERFILES)('%s', (file) => {
  const text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
  const finalStage = text.slice(text.lastIndexOf('\nFROM '));

  it('builds on an LTS Node image', () => {
    const image = /^ARG NODE_IMAGE=node:(\d+)[.\d]*-[a-z]+-slim$/m.exec(text);
    expect(LTS_NODE_MAJORS).toContain(image?.[1]);
    // Every stage starts from that one image argument.
    expect(text.match(/^FROM (\S+)/gm)?.every((line) => /^FROM \$\{NODE_IMAGE\}/.test(line))).toBe(true);
  });

  it('installs dependencies before copying the source, and only production ones into the image', () => {
    // The build stage copies only the manifests (from the `manifests` stage) before `npm ci`.
    const buildStage = text.slice(text.indexOf(' AS build'), text.indexOf('\nFROM ', text.indexOf(' AS build')));
    expect(buildStage.indexOf('RUN npm ci --no-audit')).toBeGreaterThan(0);
    expect(buildStage.indexOf('RUN npm ci --no-audit')).toBeLessThan(buildStage.indexOf('COPY . .'));
    expect(text).toContain('npm ci --omit=dev');
    expect(finalStage).not.toMatch(/npm (ci|install)/);
  });

  it('runs compiled JavaScript as a non-root user, with a health check, and no tsx', () => {
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).toMatch(/^HEALTHCHECK .*\n\s+CMD \["node", "-e", ".*\/(api\/ready|healthz)/m);
    // A built file (dist*/...), never a TypeScript source.
    expect(finalStage).toMatch(/^CMD .*node.*\/dist[\w-]*\/[\w.-]+\.[cm]?js\b/m);
    expect(text).not.toMatch(/\btsx\b/);
  });
});

it('pins every image the compose file pulls', () => {
  const compose = readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
  const images = [...compose.matchAll(/^\s+image: (\S+)$/gm)].map((match) => match[1] ?? '');
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) expect(image).toMatch(/:v?\d+\.\d+\.\d+$/);
});

it('gives each remote a volume that keeps earlier releases for open tabs', () => {
  const compose = readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
  for (const remote of ['marketing', 'careers', 'contact', 'staff']) expect(compose).toContain(`- ${remote}-releases:/releases`);
  expect(readFileSync(path.join(REPO_ROOT, 'static-server/Dockerfile'), 'utf8')).toMatch(/^ENV RELEASES_DIR=\/releases$/m);
});

describe('the front server (shell/nginx)', () => {
  const dockerfile = readFileSync(path.join(REPO_ROOT, 'shell/nginx/Dockerfile'), 'utf8').replace(/\\\n\s*/g, ' ');
  const template = readFileSync(path.join(REPO_ROOT, 'shell/nginx/nginx.conf.template'), 'utf8');
  const entrypoint = readFileSync(path.join(REPO_ROOT, 'shell/nginx/entrypoint.sh'), 'utf8');
  const compose = readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
  const frontService = compose.slice(compose.indexOf('\n  front:'), compose.indexOf('\nvolumes:'));

  it('builds on a pinned Debian image with its nginx and brotli, and runs unprivileged with a health check', () => {
    expect(dockerfile).toMatch(/^FROM debian:\d+\.\d+-slim$/m);
    expect(dockerfile).toMatch(/apt-get install .*\bnginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static\b/);
    expect(dockerfile).toMatch(/^USER front$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK /m);
  });

  it('is given every variable its template uses, by its image or by docker-compose.yml, and envsubst fills each', () => {
    const used = new Set([...template.matchAll(/\$\{([A-Z_]+)\}/g)].map((match) => match[1]));
    const given = new Set([
      ...[...dockerfile.matchAll(/\b([A-Z_]+)=/g)].map((match) => match[1]),
      ...[...frontService.matchAll(/^\s+([A-Z_]+):/gm)].map((match) => match[1]),
    ]);
    const filled = new Set([...entrypoint.matchAll(/\$\{([A-Z_]+)\}/g)].map((match) => match[1]));
    for (const variable of used) {
      expect([variable, given.has(variable)]).toEqual([variable, true]);
      expect([variable, filled.has(variable)]).toEqual([variable, true]);
    }
  });

  it('sends each upstream to a service of the compose file, on the port it listens on', () => {
    const upstreams = [...frontService.matchAll(/_UPSTREAM: (\w+):(\d+)/g)];
    expect(upstreams.map(([, service]) => service).sort()).toEqual(['careers', 'contact', 'marketing', 'shell', 'staff']);
    for (const [, service = '', port] of upstreams) {
      const start = compose.indexOf(`\n  ${service}:\n`);
      const definition = compose.slice(start, compose.indexOf('\n\n', start));
      const dockerfilePath = /dockerfile: ([\w/.-]+)/.exec(definition)?.[1] ?? '';
      const imageEnv = readFileSync(path.join(REPO_ROOT, dockerfilePath), 'utf8');
      const listensOn = /\bPORT: "(\d+)"/.exec(definition)?.[1] ?? /^ENV .*\bPORT=(\d+)/m.exec(imageEnv)?.[1];
      expect([service, start > 0, listensOn]).toEqual([service, true, port]);
    }
  });
});
