import { attributionFields, externalReferrer } from 'contracts/application-source';

/**
 * Where the candidate came from, as the apply page sees it when the form is sent: the `utm_*`
 * parameters of its address (the job page's Apply Now link carries those the visitor landed
 * with) and the other site that linked here, if any. Nothing is kept in the browser for it.
 */
export function applicationSourceFields(): Record<string, string> {
  const referrer = externalReferrer(document.referrer, window.location.origin);
  return { ...attributionFields(new URLSearchParams(window.location.search)), ...(referrer ? { referrer } : {}) };
}
