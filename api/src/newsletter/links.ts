/**
 * The links a newsletter mail carries: confirm, the unsubscribe page, and the one-click
 * unsubscribe (RFC 8058). Each holds a token, `<subscription id>.<HMAC>`, signed for one purpose,
 * so a confirm link cannot unsubscribe and nobody can make a link for an id they guess.
 * The key is derived from the pseudonym key (a secret every instance already shares).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type Locale,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_ONE_CLICK_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  pathInLocale,
} from 'contracts';

export type LinkPurpose = 'confirm' | 'unsubscribe';

export interface NewsletterLinks {
  token(id: string, purpose: LinkPurpose): string;
  /** The subscription's id when the token is one of ours for this purpose; undefined otherwise. */
  idOf(token: string, purpose: LinkPurpose): string | undefined;
  /** The site's page that confirms (a button on it does: mail scanners open links). */
  confirmPage(id: string, locale: Locale): string;
  unsubscribePage(id: string, locale: Locale): string;
  /** The List-Unsubscribe URL: a POST to it ends the subscription, a GET leads to the page. */
  oneClick(id: string): string;
}

const KEY_LABEL = 'newsletter links';

export function newsletterLinks(secret: string, siteOrigin: string): NewsletterLinks {
  const key = createHmac('sha256', secret).update(KEY_LABEL).digest();
  const signature = (id: string, purpose: LinkPurpose) =>
    createHmac('sha256', key).update(`${purpose}:${id}`).digest('base64url');
  const token = (id: string, purpose: LinkPurpose) => `${id}.${signature(id, purpose)}`;
  const page = (path: string, id: string, purpose: LinkPurpose, locale: Locale) =>
    `${siteOrigin}${pathInLocale(path, locale)}?token=${encodeURIComponent(token(id, purpose))}`;
  return {
    token,
    idOf(given, purpose) {
      const dot = given.lastIndexOf('.');
      if (dot <= 0) return undefined;
      const id = given.slice(0, dot);
      const expected = Buffer.from(signature(id, purpose));
      const actual = Buffer.from(given.slice(dot + 1));
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : undefined;
    },
    confirmPage: (id, locale) => page(NEWSLETTER_CONFIRM_PATH, id, 'confirm', locale),
    unsubscribePage: (id, locale) => page(NEWSLETTER_UNSUBSCRIBE_PATH, id, 'unsubscribe', locale),
    oneClick: (id) => `${siteOrigin}${NEWSLETTER_ONE_CLICK_PATH}?token=${encodeURIComponent(token(id, 'unsubscribe'))}`,
  };
}
