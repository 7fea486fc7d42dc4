/** A mail as queued in the outbox: plain data, rendered before it is stored. */
export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Further headers (a newsletter's List-Unsubscribe and List-Unsubscribe-Post), made safe before they are queued. */
  headers?: Record<string, string>;
  /** An iCalendar invitation (RFC 5545/5546) sent with the mail as its `text/calendar` part. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

export interface OutboxEntry {
  id: string;
  mail: OutgoingMail;
  attempts: number;
  nextAttemptAt: Date;
  createdAt: Date;
  sentAt?: Date;
  lastError?: string;
  /** A sender holds the entry until then (it is sending it); after that another may take it. */
  leaseUntil?: Date;
  /** Which sender holds the lease. */
  leaseOwner?: string;
  /** Withdrawn before any sender took it: never sent. */
  cancelledAt?: Date;
}
