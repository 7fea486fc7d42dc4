/** Every change of the registry is written twice: an event in the remote's history and an entry in the audit log. */
import type { RemoteName } from 'contracts/federation';
import type { ReleaseActor, ReleaseEvent, ReleaseEventAction } from 'contracts/releases';
import type { AuditActor } from 'contracts/staff';
import { recordAudit } from '../staff/audit';
import { releaseId } from '../store/releases';
import type { Store } from '../store/store';

/** Who changes releases: a staff member, the machine token, or the system (never the staff command). */
export type ReleaseChanger = Exclude<AuditActor, { type: 'command-line' | 'anonymous' }>;
export const SYSTEM: ReleaseChanger = { type: 'system' };
export const ADMIN_TOKEN_CHANGER: ReleaseChanger = { type: 'admin-token' };

export interface ReleaseChange {
  remote: RemoteName;
  action: ReleaseEventAction;
  from?: string | undefined;
  to?: string | undefined;
  share?: number | undefined;
  reason?: string | undefined;
}

/** The history's actor: a staff member without their role (it may change; the audit log keeps it). */
export function releaseActor(changer: ReleaseChanger): ReleaseActor {
  return changer.type === 'staff' ? { type: 'staff', id: changer.id, email: changer.email } : changer;
}

/** The version a change is about: the one it ends for an abort or a rollback, else the one it brings. */
function subjectOf({ action, from, to }: ReleaseChange): string {
  return (action === 'canary-aborted' || action === 'rolled-back' ? from : to) ?? to ?? from ?? '';
}

const defined = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };

export async function recordReleaseChange(
  store: Store,
  at: Date,
  change: ReleaseChange,
  changer: ReleaseChanger,
): Promise<ReleaseEvent> {
  const { remote, action, from, to, share, reason } = change;
  const event = await store.releases.addEvent({
    at: at.toISOString(),
    remote,
    action,
    actor: releaseActor(changer),
    ...defined({ from, to, share, reason }),
  });
  const details = defined({ from, to, share, reason });
  await recordAudit(store, at, {
    actor: changer,
    action: `release.${action}`,
    target: { type: 'release', id: releaseId(remote, subjectOf(change)) },
    ...(Object.keys(details).length > 0 ? { details } : {}),
  });
  return event;
}
