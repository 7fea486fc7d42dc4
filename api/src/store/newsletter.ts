/**
 * The newsletter's subscriptions: one per address (lower-cased), each carrying the outbox
 * entries of its mails, so a subscription and its confirmation mail are one write. The port's
 * part here; `newsletter-records.ts` holds what both adapters write.
 */
import type { Locale, NewsletterState } from 'contracts';
import type { NewsletterSubscription } from 'contracts/staff';
import type { OutgoingMail } from './outbox-entry';
import type { Page, PageRequest } from './paging';

export interface NewsletterSubscribeRequest {
  email: string;
  locale: Locale;
  at: Date;
}

export interface NewsletterRepository {
  /**
   * Subscribes the address: a new or unsubscribed one becomes pending, in `locale`; a pending or
   * confirmed one stays as it is. The mails `mails` gives for the subscription as it ends up are
   * queued in the same write; resolves once both are durable.
   */
  subscribe(
    request: NewsletterSubscribeRequest,
    mails: (subscription: NewsletterSubscription) => OutgoingMail[],
  ): Promise<NewsletterSubscription>;
  findById(id: string): Promise<NewsletterSubscription | undefined>;
  /** Pending becomes confirmed (a confirmed one stays so); undefined when missing or unsubscribed. */
  confirm(id: string, at: Date): Promise<NewsletterSubscription | undefined>;
  /** Ends it from any state (once: a second call keeps the first date); undefined when missing. */
  unsubscribe(id: string, at: Date): Promise<NewsletterSubscription | undefined>;
  /** Newest subscription first (then id), optionally of one state. */
  page(filter: { state?: NewsletterState }, request: PageRequest): Promise<Page<NewsletterSubscription>>;
  /** The subscription of this address (any letter case), if any, for a subject access request. */
  findByEmail(email: string): Promise<NewsletterSubscription[]>;
  /** Deletes the subscription of this address (any letter case) with its queued mails; the ids deleted. */
  eraseByEmail(email: string): Promise<string[]>;
}
