import { HttpError, postJson } from 'shared-ui';
import type { NewsletterAction } from 'shared-ui/federation';

/** What the page's button posts: the confirmation, or the same one-click answer a mail client sends (RFC 8058). */
export function postNewsletterLink(action: NewsletterAction, token: string): Promise<{ message: string }> {
  return action === 'confirm'
    ? postJson('/api/newsletter/confirmations', { token })
    : postJson(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, { 'List-Unsubscribe': 'One-Click' });
}

/** How it failed, for the button's words in the page's language: a link not (or no longer) ours, too many tries, the network. */
export type LinkFailure = 'invalid' | 'tooMany' | 'network' | 'other';

export function linkFailure(error: unknown): LinkFailure {
  if (!(error instanceof HttpError)) return error instanceof TypeError ? 'network' : 'other';
  if (error.status === 429) return 'tooMany';
  return error.status === 404 || error.status === 400 ? 'invalid' : 'other';
}
