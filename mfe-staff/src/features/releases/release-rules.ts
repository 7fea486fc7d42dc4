/** How the Releases screen words the registry (contracts/releases), and the sums it shows. */
import type { RemoteName } from 'contracts/federation';
import {
  type GateCheckName,
  type GateRefusal,
  gateRefusalSchema,
  type ReleaseActor,
  type ReleaseEventAction,
  type VersionHealth,
} from 'contracts/releases';
import { HttpError } from 'shared-ui';

export const REMOTE_LABELS: Record<RemoteName, string> = {
  mfe_marketing: 'Marketing',
  mfe_careers: 'Careers',
  mfe_contact: 'Contact',
  mfe_staff: 'Staff console',
};

export const RELEASE_EVENT_LABELS: Record<ReleaseEventAction, string> = {
  published: 'Published',
  gated: 'Gate run',
  'canary-started': 'Canary started',
  'canary-aborted': 'Canary aborted',
  promoted: 'Made live',
  'rolled-back': 'Rolled back',
};

export const GATE_CHECK_LABELS: Record<GateCheckName, string> = {
  exposes: 'Exposed modules',
  shared: 'Shared libraries',
  render: 'Server render',
};

/** A canary starts with a tenth of visitors unless staff choose another share. */
export const CANARY_SHARE_DEFAULT = 10;

/** Who changed the registry, inside a sentence (`made live by …`) or, `atStart`, starting one. */
export function actorName(actor: ReleaseActor, atStart = false): string {
  if (actor.type === 'staff') return actor.email;
  const name = actor.type === 'system' ? 'the system' : 'a release pipeline';
  return atStart ? `${name[0]?.toUpperCase()}${name.slice(1)}` : name;
}

/**
 * Errors of either kind (a part that threw or fell back on the server, an error a browser
 * reported) per page the servers rendered with the version; undefined before its first render.
 * Browsers also report errors of pages they went on to without a server render, so it may pass 1.
 */
export function errorRate({ renders, errors, clientErrors }: VersionHealth): number | undefined {
  return renders === 0 ? undefined : (errors + clientErrors) / renders;
}

/** The gate's refusal of a canary or a promotion (422 with the gate's result), or undefined for any other failure. */
export function gateRefusalOf(error: unknown): GateRefusal | undefined {
  if (!(error instanceof HttpError) || error.status !== 422) return undefined;
  const refusal = gateRefusalSchema.safeParse(error.data);
  return refusal.success ? refusal.data : undefined;
}
