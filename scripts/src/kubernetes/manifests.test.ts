/**
 * The Kubernetes manifests (deploy/k8s), checked without a cluster: what `kubectl kustomize` makes
 * of the production overlay passes Kubernetes' schemas (validate-manifests.ts), a broken manifest
 * does not, and the objects say what docs/deploy.md promises.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../local/site-layout';
import { K8S_DIR, type KubernetesObject, kustomize } from './manifests';

const hasKubectl = (() => {
  try {
    execFileSync('kubectl', ['version', '--client'], { stdio: 'ignore', timeout: 30_000 });
    return true;
  } catch {
    return false;
  }
})();
const skipReason = hasKubectl ? undefined : "skipped: kubectl is not installed (.ci/run installs Debian's kubernetes-client)";

const REMOTES = ['marketing', 'careers', 'contact', 'staff'];
const DEPLOYABLES = ['front', 'shell', 'api', ...REMOTES];
const MIN_REPLICAS = 2;

/** The validator as a deployer runs it (`npm run validate:k8s`): its exit code and its lines. */
function validate(k8sDir: string): { code: number; output: string } {
  try {
    const output = execFileSync(
      path.join(REPO_ROOT, 'node_modules/.bin/tsx'),
      ['scripts/src/kubernetes/validate-manifests.ts', k8sDir],
      {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
    return { code: 0, output };
  } catch (error) {
    const failure = error as { status: number; stdout: string; stderr: string };
    return { code: failure.status, output: failure.stdout + failure.stderr };
  }
}

(skipReason ? describe.skip : describe)(`Kubernetes manifests${skipReason ? ` (${skipReason})` : ''}`, () => {
  let objects: KubernetesObject[] = [];
  const find = (kind: string, name: string) => objects.find((object) => object.kind === kind && object.metadata.name === name);
  const deployment = (name: string) => find('Deployment', name)?.spec;

  beforeAll(() => {
    objects = kustomize();
  });

  it("passes Kubernetes' schemas, every object of the production overlay", () => {
    const { code, output } = validate(K8S_DIR);
    expect(output).toMatch(/^\d+ valid, 0 invalid/m);
    expect(code).toBe(0);
  });

  it.each([
    [
      'a replica count in words',
      'base/api.yaml',
      'replicas: 2',
      'replicas: two',
      'INVALID  Deployment/api: data/spec/replicas must be integer',
    ],
    [
      'a Service port by name',
      'base/shell.yaml',
      'port: 3000, targetPort',
      'port: web, targetPort',
      'INVALID  Service/shell: data/spec/ports/0/port must be integer',
    ],
    [
      'a probe without a port',
      'base/front.yaml',
      '            periodSeconds: 10',
      '            httpGet: { path: / }',
      'INVALID  Deployment/front: data/spec/template/spec/containers/0/readinessProbe/httpGet must have required property',
    ],
  ])('fails with %s, naming the object (negative control)', (_, file, from, to, message) => {
    const broken = mkdtempSync(path.join(tmpdir(), 'k8s-broken-'));
    try {
      cpSync(K8S_DIR, broken, { recursive: true });
      const text = readFileSync(path.join(broken, file), 'utf8');
      expect(text).toContain(from);
      writeFileSync(path.join(broken, file), text.replace(from, to));
      const { code, output } = validate(broken);
      expect(output).toContain(message);
      expect(code).toBe(1);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it.each(DEPLOYABLES)('runs %s on at least two replicas, spread over nodes, never all disrupted at once', (name) => {
    expect(deployment(name)?.replicas).toBeGreaterThanOrEqual(MIN_REPLICAS);
    expect(deployment(name)?.template.spec.topologySpreadConstraints?.[0]?.topologyKey).toBe('kubernetes.io/hostname');
    expect(find('PodDisruptionBudget', name)?.spec.selector).toEqual(deployment(name)?.selector);
  });

  it.each(['shell', 'api'])('scales %s by CPU from two replicas up', (name) => {
    const autoscaler = find('HorizontalPodAutoscaler', name)?.spec;
    expect(autoscaler?.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name });
    expect(autoscaler?.minReplicas).toBeGreaterThanOrEqual(MIN_REPLICAS);
    expect(autoscaler?.maxReplicas).toBeGreaterThan(autoscaler?.minReplicas);
  });

  it.each(DEPLOYABLES)('runs %s as non-root on a read-only root, with probes, requests and a memory limit', (name) => {
    const pod = deployment(name)?.template.spec;
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: expect.any(Number) });
    expect(pod.securityContext.runAsUser).not.toBe(0);
    for (const container of pod.containers) {
      expect(container.securityContext).toEqual({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
      });
      expect(container.readinessProbe).toBeDefined();
      expect(container.livenessProbe).toBeDefined();
      expect(Object.keys(container.resources.requests).sort()).toEqual(['cpu', 'memory']);
      expect(container.resources.limits.memory).toBeDefined();
    }
  });

  it("takes the API's MONGODB_URI, SMTP_URL and ADMIN_TOKEN from a Secret that has them", () => {
    const env = deployment('api')?.template.spec.containers[0].env as {
      name: string;
      valueFrom?: { secretKeyRef?: { name: string; key: string } };
    }[];
    for (const variable of ['MONGODB_URI', 'SMTP_URL', 'ADMIN_TOKEN']) {
      const ref = env.find((entry) => entry.name === variable)?.valueFrom?.secretKeyRef;
      expect([variable, ref?.key]).toEqual([variable, variable]);
      expect(Object.keys(find('Secret', ref?.name ?? '')?.data ?? {})).toContain(variable);
    }
  });

  it("gives every API replica the audit log's pseudonym key, a file of the Secret", () => {
    const pod = deployment('api')?.template.spec;
    const container = pod.containers[0];
    const file = container.env.find((entry: { name: string }) => entry.name === 'PSEUDONYM_KEY_FILE')?.value as string;
    const volume = pod.volumes.find((item: { name: string }) => item.name === 'pseudonym-key');
    const mount = container.volumeMounts.find((item: { name: string }) => item.name === 'pseudonym-key');
    expect(mount).toMatchObject({ readOnly: true });
    const item = volume.secret.items.find((entry: { path: string }) => path.posix.join(mount.mountPath, entry.path) === file);
    expect(item?.key).toBe('PSEUDONYM_KEY');
    expect(Object.keys(find('Secret', volume.secret.secretName)?.data ?? {})).toContain('PSEUDONYM_KEY');
  });

  it("believes X-Forwarded-For only from the cluster's pod range, set by the overlay", () => {
    const env = deployment('api')?.template.spec.containers[0].env as {
      name: string;
      valueFrom?: { configMapKeyRef?: { name: string; key: string } };
    }[];
    const ref = env.find((entry) => entry.name === 'TRUSTED_PROXIES')?.valueFrom?.configMapKeyRef;
    expect(ref?.key).toBe('TRUSTED_PROXIES');
    expect(find('ConfigMap', ref?.name ?? '')?.data?.TRUSTED_PROXIES).toMatch(/^\d+\.\d+\.\d+\.\d+\/\d+$/);
  });

  it.each(REMOTES)("keeps %s's releases on a ReadWriteMany claim of its own, mounted at its RELEASES_DIR", (name) => {
    const pod = deployment(name)?.template.spec;
    const claim = pod.volumes.find((volume: { name: string }) => volume.name === 'releases').persistentVolumeClaim.claimName;
    expect(find('PersistentVolumeClaim', claim)?.spec.accessModes).toEqual(['ReadWriteMany']);
    expect(pod.containers[0].volumeMounts).toContainEqual({ name: 'releases', mountPath: '/releases' });
  });

  it('shapes the four remotes alike: only their name and port differ', () => {
    const shape = (name: string, port: number) =>
      JSON.stringify(objects.filter((object) => object.metadata.name.startsWith(name)))
        .replaceAll(name, 'REMOTE')
        .replaceAll(String(port), 'PORT');
    REMOTES.forEach((name, index) => {
      expect(shape(name, 3001 + index)).toBe(shape('marketing', 3001));
    });
  });

  it('lets only the front and the API (release gate) reach the shell, the front, the shell and the API the remotes, the shell, the remotes and pipelines the API, the API MongoDB', () => {
    const policies = objects.filter((object) => object.kind === 'NetworkPolicy');
    const from = (selected: string) =>
      policies
        .filter((policy) => Object.values(policy.spec.podSelector.matchLabels ?? {}).includes(selected))
        .flatMap((policy) => policy.spec.ingress.flatMap((rule: { from?: unknown[] }) => rule.from ?? ['anywhere']));
    expect(policies.find((policy) => policy.metadata.name === 'default-deny-ingress')?.spec.podSelector).toEqual({});
    expect(from('front')).toEqual(['anywhere']);
    const named = (name: string) => ({ podSelector: { matchLabels: { 'app.kubernetes.io/name': name } } });
    expect(from('shell')).toEqual([named('front'), named('api')]);
    expect(from('remote')).toEqual([named('front'), named('shell'), named('api')]);
    expect(from('api')).toEqual([
      named('shell'),
      { podSelector: { matchLabels: { 'app.kubernetes.io/component': 'remote' } } },
      { namespaceSelector: {}, podSelector: { matchLabels: { 'app.kubernetes.io/component': 'release-pipeline' } } },
    ]);
    expect(from('mongodb')).toEqual([named('api')]);
  });
});
