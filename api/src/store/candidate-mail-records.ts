/**
 * What both adapters keep of the mails recruiters send candidates: each message on its
 * application's document with its mail as an outbox entry of the same document (one write), and
 * the templates admins edited (one document per kind; a kind without one reads as its default).
 */
import type { CandidateMail, CandidateMailKind } from 'contracts/staff';
import type { OutboxEntry } from './outbox-entry';
import { cancelQuery, cancelUpdate, outboxEntries, parseOutboxEntryId } from './outbox-records';
import type { Store, StoredCandidateMailTemplate } from './store';
import type { ApplicationDocument, CandidateMailRecord } from './submission-records';

export type { CandidateMailRecord } from './submission-records';

export type CandidateMailTemplateDocument = Omit<StoredCandidateMailTemplate, 'kind'> & { _id: CandidateMailKind };

export const templateDocument = ({ kind, ...fields }: StoredCandidateMailTemplate): CandidateMailTemplateDocument => ({
  _id: kind,
  ...fields,
});
export const templateFromDocument = ({ _id, en, ar, updatedAt, updatedBy }: CandidateMailTemplateDocument) => ({
  kind: _id,
  en: { subject: en.subject, body: en.body },
  ar: { subject: ar.subject, body: ar.body },
  updatedAt,
  updatedBy,
});

/** nedb gives dates back as Date, MongoDB too; a string is taken as it is. */
const iso = (value: Date | string) => (typeof value === 'string' ? value : value.toISOString());

function deliveryOf(record: CandidateMailRecord, entry: OutboxEntry | undefined): CandidateMail['delivery'] {
  const attempts = entry?.attempts ?? 0;
  if (entry?.sentAt) return { state: 'sent', attempts: attempts + 1, sentAt: iso(entry.sentAt) };
  if (entry?.cancelledAt) return { state: 'cancelled', attempts, cancelledAt: iso(entry.cancelledAt) };
  if (attempts > 0) return { state: 'retrying', attempts };
  return { state: record.sendAt > record.at ? 'scheduled' : 'queued', attempts };
}

/** The application's messages, oldest first, each with where its mail stands. */
export function candidateMailsOf(document: Pick<ApplicationDocument, 'candidateMails' | 'outbox'>): CandidateMail[] {
  return (document.candidateMails ?? []).map(({ outboxEntryId, ...record }) => ({
    ...record,
    delivery: deliveryOf(
      { ...record, outboxEntryId },
      (document.outbox ?? []).find((entry) => entry.id === outboxEntryId),
    ),
  }));
}

/** How an adapter reads one application with its outbox, and updates one where a query matches (the document as updated). */
export interface ApplicationDocuments {
  find(id: string): Promise<ApplicationDocument | undefined>;
  update(query: object, update: object): Promise<ApplicationDocument | undefined>;
}

/** How many times a message is tried again when another mail took its outbox slot meanwhile. */
const MAIL_WRITE_TRIES = 5;

/**
 * Matches the application only while its outbox still has `length` entries: the message's mail is
 * entry `<id>.<length>`, so of two messages written together one waits and tries the next slot.
 */
const slotQuery = (id: string, length: number) => ({ _id: id, outbox: { $size: length } });

/** The port's candidate mail methods on applications, the same for both adapters given their reads and updates. */
export function candidateMailMethods(
  documents: ApplicationDocuments,
): Pick<Store['applications'], 'addCandidateMail' | 'findCandidateMails' | 'cancelCandidateMail'> {
  return {
    async addCandidateMail(id, message, mail) {
      for (let tries = 0; tries < MAIL_WRITE_TRIES; tries += 1) {
        const current = await documents.find(id);
        if (!current) return undefined;
        const length = current.outbox.length;
        const [entry] = outboxEntries(id, [mail], new Date(message.at), length, new Date(message.sendAt)) as [OutboxEntry];
        const record: CandidateMailRecord = { ...message, outboxEntryId: entry.id };
        const updated = await documents.update(slotQuery(id, length), {
          $push: { candidateMails: record, outbox: entry },
          $set: { updatedAt: message.at },
        });
        if (updated) return candidateMailsOf(updated).find((item) => item.id === message.id);
      }
      throw new Error(`The mail to application ${id} lost its outbox slot ${MAIL_WRITE_TRIES} times`);
    },
    async findCandidateMails(id) {
      const document = await documents.find(id);
      return document ? candidateMailsOf(document) : undefined;
    },
    async cancelCandidateMail(id, mailId, at) {
      const document = await documents.find(id);
      const record = document?.candidateMails?.find((item) => item.id === mailId);
      const slot = record && parseOutboxEntryId(record.outboxEntryId);
      if (!slot) return undefined;
      if (await documents.update(cancelQuery(id, slot.index, at), cancelUpdate(slot.index, at))) return 'cancelled';
      const entry = (await documents.find(id))?.outbox[slot.index];
      if (entry?.cancelledAt) return 'cancelled';
      return entry?.sentAt ? 'sent' : 'sending';
    },
  };
}
