/**
 * What a reviewer checks in each image recipe, checked on every run (no Docker engine runs on the
 * build machines; `docker-compose config -q` in .ci/run validates the compose file).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, SERVER_BUNDLES, SHELL_NODE_OPTIONS } from '../local/site-layout';

const LTS_NODE_MAJORS = ['22', '24'];
/** The root Dockerfile: one target per Node image of ours, each with its deps and build stages. */
const dockerfile = readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
const stage = (name: string) => {
  const start = dockerfile.search(new RegExp(`\\nFROM \\S+ AS ${name}\\n`));
  const end = dockerfile.indexOf('\nFROM ', start + 1);
  return start === -1 ? '' : dockerfile.slice(start, end === -1 ? undefined : end);
};

it('builds every stage on one LTS Node image, or on a stage before it', () => {
  const image = /^ARG NODE_IMAGE=node:(\d+)[.\d]*-[a-z]+-slim$/m.exec(dockerfile);
  expect(LTS_NODE_MAJORS).toContain(image?.[1]);
  const stages = [...dockerfile.matchAll(/^FROM (\S+) AS (\S+)$/gm)];
  stages.forEach(([, base, name], index) => {
    const earlier = stages.slice(0, index).map((match) => match[2]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the Dockerfile's own `${NODE_IMAGE}`, as written there
    expect([name, base === '${NODE_IMAGE}' || earlier.includes(base)]).toEqual([name, true]);
  });
});

it('installs dependencies before copying the source', () => {
  const install = stage('install');
  expect(install.indexOf('COPY --from=manifests')).toBeGreaterThan(0);
  expect(install.indexOf('RUN npm ci --no-audit')).toBeGreaterThan(install.indexOf('COPY --from=manifests'));
  expect(install.indexOf('RUN npm ci --no-audit')).toBeLessThan(install.indexOf('COPY . .'));
});

describe.each([
  ['api', 'api'],
  ['shell', 'shell'],
  ['remote', 'static-server'],
])('the %s image', (target, workspace) => {
  const image = stage(target);

  it("has only its workspace's production dependencies, and its own build", () => {
    expect(stage(`${target}-deps`)).toContain(`npm ci --omit=dev --no-audit --no-fund -w ${workspace}`);
    expect(stage(`${target}-build`)).toMatch(/^FROM install AS /m);
    expect(image).toMatch(/^FROM \$\{NODE_IMAGE\} AS /m);
    expect(image).toContain(`COPY --from=${target}-deps /site/node_modules node_modules`);
    expect(image).not.toMatch(/npm (ci|install)/);
  });

  it('runs compiled JavaScript as a non-root user, with a health check, and no tsx', () => {
    expect(image).toMatch(/^USER node$/m);
    expect(image).toMatch(/^HEALTHCHECK .*\\\n\s+CMD \["node", "-e", ".*\/(api\/ready|healthz)/m);
    // A built file (dist*/...), never a TypeScript source.
    expect(image).toMatch(/^CMD .*node.*\/dist[\w-]*\/[\w.-]+\.[cm]?js\b/m);
    expect(dockerfile).not.toMatch(/\btsx\b/);
  });
});

it("starts the shell's server with the Node options `npm start` gives it", () => {
  const command = /^CMD (\[.*\])$/m.exec(stage('shell'))?.[1];
  expect(JSON.parse(command ?? '[]')).toEqual(['node', ...SHELL_NODE_OPTIONS, SERVER_BUNDLES.shell]);
});

it('builds each of our Node services in docker-compose.yml from a target of that Dockerfile', () => {
  const compose = readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
  const targets = [...compose.matchAll(/build: \{ context: \., target: (\S+?)[ ,]/g)].map((match) => match[1]);
  expect(targets.sort()).toEqual(['api', 'remote', 'remote', 'remote', 'remote', 'shell']);
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
  expect(stage('remote')).toMatch(/^ENV RELEASES_DIR=\/releases$/m);
});

describe('the front server (shell/nginx)', () => {
  const dockerfile = readFileSync(path.join(REPO_ROOT, 'shell/nginx/Dockerfile'), 'utf8').replace(/\\\n\s*/g, ' ');
  const template = readFileSync(path.join(REPO_ROOT, 'shell/nginx/nginx.conf.template'), 'utf8');
  const entrypoint = readFileSync(path.join(REPO_ROOT, 'shell/nginx/entrypoint.sh'), 'utf8');
  const compose = readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
  const frontService = compose.slice(compose.indexOf('\n  front:'), compose.indexOf('\nvolumes:'));

  it('builds on a pinned Debian image with its nginx and brotli, and runs unprivileged with a health check', () => {
    expect(dockerfile).toMatch(/^ARG DEBIAN_IMAGE=debian:\d+\.\d+-slim$/m);
    expect(dockerfile).toMatch(/^FROM \$\{DEBIAN_IMAGE\}$/m);
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
      const imageEnv = stage(/target: (\w+)/.exec(definition)?.[1] ?? '');
      const listensOn = /\bPORT: "(\d+)"/.exec(definition)?.[1] ?? /^ENV .*\bPORT=(\d+)/m.exec(imageEnv)?.[1];
      expect([service, start > 0, listensOn]).toEqual([service, true, port]);
    }
  });
});
