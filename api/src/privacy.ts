/**
 * A deletion request (privacy policy, "Your Rights"): everything one person sent with an
 * address, in the store and in the copies of the mails about it (interviews and their
 * invitations included), their newsletter subscription included. The staff APIs call this.
 */
import type { ErasureResult } from 'contracts/staff';
import { deleteMailFiles } from './mail/transport';
import type { Store } from './store/store';

export async function erasePerson(
  store: Pick<Store, 'eraseByEmail' | 'interviews' | 'newsletter'>,
  dataDir: string,
  email: string,
): Promise<Omit<ErasureResult, 'pseudonym'>> {
  const erased = await store.eraseByEmail(email);
  // An application's interviews, their booked time and invitations go with it.
  const interviews = await store.interviews.deleteOfApplications(erased.applications);
  const subscriptions = await store.newsletter.eraseByEmail(email);
  const mailFiles = await deleteMailFiles(dataDir, [
    ...erased.enquiries,
    ...erased.applications,
    ...interviews,
    ...subscriptions,
  ]);
  return {
    enquiries: erased.enquiries.length,
    applications: erased.applications.length,
    newsletterSubscriptions: subscriptions.length,
    mailFiles,
  };
}
