/** The Kubernetes manifests (deploy/k8s) as kustomize renders them, without a cluster. */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { REPO_ROOT } from '../local/site-layout';

export const K8S_DIR = path.join(REPO_ROOT, 'deploy/k8s');
export const PRODUCTION_OVERLAY = 'overlays/production';

export interface KubernetesObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  // biome-ignore lint/suspicious/noExplicitAny: a manifest's fields, read by the tests as they come
  spec?: any;
  data?: Record<string, string>;
}

/**
 * `kubectl kustomize` of `kustomization` (relative to `k8sDir`), run on a copy of `k8sDir` in which
 * each overlay's `api.env.example` stands in for its `api.env` when that is missing (it is never
 * committed).
 */
export function kustomize(kustomization = PRODUCTION_OVERLAY, k8sDir = K8S_DIR): KubernetesObject[] {
  const copy = mkdtempSync(path.join(tmpdir(), 'k8s-'));
  try {
    cpSync(k8sDir, copy, { recursive: true });
    const overlays = path.join(copy, 'overlays');
    for (const overlay of existsSync(overlays) ? readdirSync(overlays) : []) {
      const secrets = path.join(overlays, overlay, 'api.env');
      if (!existsSync(secrets)) cpSync(`${secrets}.example`, secrets);
    }
    const rendered = execFileSync('kubectl', ['kustomize', path.join(copy, kustomization)], {
      encoding: 'utf8',
      // Newer kustomize warns, on standard error, about the fields Debian's older one needs (see the overlay).
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    });
    return parseAllDocuments(rendered).map((document) => document.toJS() as KubernetesObject);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
