/** A mail as queued in the outbox: plain data, rendered before it is stored. */
export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Further headers (a newsletter's List-Unsubscribe and List-Unsubscribe-Post), made safe before they are queued. */
  headers?: Record<string, string>;
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
}
