/**
 * Checks every object `kubectl kustomize` makes of the manifests against Kubernetes' own schemas
 * (the JSON schema validators kubernetes-models generates from Kubernetes' OpenAPI document),
 * without a cluster. One line per object; exits 1 when one fails, naming it and the field.
 *
 *   npm run validate:k8s                                # deploy/k8s, overlays/production
 *   npm run validate:k8s -- <k8s folder> <kustomization in it>
 */
import path from 'node:path';
import { K8S_DIR, type KubernetesObject, kustomize, PRODUCTION_OVERLAY } from './manifests';

type Model = new (data: unknown) => { validate(): void };

/** The object's schema errors (none when it is valid); a kind with no schema is an error too. */
async function schemaErrors(object: KubernetesObject): Promise<string[]> {
  const models = (await import(`kubernetes-models/${object.apiVersion}`).catch(() => ({}))) as Record<string, Model>;
  const Model = models[object.kind];
  if (!Model) return [`no schema for ${object.apiVersion} ${object.kind}`];
  try {
    new Model(object).validate();
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}

const [k8sDir = K8S_DIR, kustomization = PRODUCTION_OVERLAY] = process.argv.slice(2);
const objects = kustomize(kustomization, path.resolve(k8sDir)).map((object) =>
  // Newer kustomize folds a long base64 value over lines, which Kubernetes' decoder reads as one.
  object.kind === 'Secret' && object.data
    ? { ...object, data: Object.fromEntries(Object.entries(object.data).map(([key, value]) => [key, value.replace(/\s/g, '')])) }
    : object,
);
let invalid = 0;
for (const object of objects) {
  const errors = await schemaErrors(object);
  const name = `${object.kind}/${object.metadata?.name}`;
  if (errors.length > 0) invalid += 1;
  console.log(errors.length === 0 ? `valid    ${name}` : `INVALID  ${name}: ${errors.join('; ')}`);
}
console.log(`${objects.length - invalid} valid, ${invalid} invalid: ${kustomization} of ${k8sDir}`);
process.exitCode = invalid === 0 && objects.length > 0 ? 0 : 1;
