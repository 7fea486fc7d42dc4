/**
 * Delivers rendered mails. With `SMTP_URL` they go over SMTP; without it each mail is written
 * as an RFC 5322 `.eml` file under `DATA_DIR/outbox`, where a developer (or a test) can open it.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from '../store/outbox-entry';

export const OUTBOX_DIR_NAME = 'outbox';
const MAIL_FILE_EXTENSION = '.eml';
const INVITE_FILE_NAME = 'invite.ics';
/** Bounds every SMTP step so a silent server cannot hold the mail worker forever. */
export const SMTP_CONNECTION_TIMEOUT_MS = 10_000;
export const SMTP_GREETING_TIMEOUT_MS = 10_000;
export const SMTP_SOCKET_TIMEOUT_MS = 30_000;

export interface MailTransport {
  /**
   * Sends one mail. `entryId` (the outbox entry's id) names the .eml file and fixes the
   * Message-ID, so a retry of the same entry is recognisable as the same message.
   */
  send(mail: OutgoingMail, entryId?: string): Promise<void>;
  close(): Promise<void>;
}

export interface MailTransportOptions {
  smtpUrl?: string;
  dataDir: string;
  /** The From header, e.g. `Company <no-reply@example.com>`. */
  from: string;
}

export function createMailTransport(options: MailTransportOptions): MailTransport {
  return options.smtpUrl ? createSmtpTransport(options.smtpUrl, options.from) : createFileTransport(options);
}

function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
    greetingTimeout: SMTP_GREETING_TIMEOUT_MS,
    socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
  });
  return {
    async send(mail, entryId) {
      await transporter.sendMail(message(mail, from, entryId));
    },
    async close() {
      transporter.close();
    },
  };
}

function createFileTransport({ dataDir, from }: MailTransportOptions): MailTransport {
  const outboxDir = path.join(dataDir, OUTBOX_DIR_NAME);
  const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(mail, entryId = randomUUID()) {
      const rendered = await renderer.sendMail(message(mail, from, entryId));
      const fileName = `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeFilePart(entryId)}${MAIL_FILE_EXTENSION}`;
      const finalPath = path.join(outboxDir, fileName);
      // Written under a dot-name first and renamed, so nobody reading the folder sees half a mail.
      const temporaryPath = path.join(outboxDir, `.${fileName}.${randomUUID()}.tmp`);
      // Mails hold visitors' personal data: readable by the server's user only.
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      await writeFile(temporaryPath, rendered.message as Buffer, { mode: 0o600 });
      await rename(temporaryPath, finalPath);
    },
    async close() {
      renderer.close();
    },
  };
}

function message(mail: OutgoingMail, from: string, entryId: string | undefined) {
  return {
    from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.calendar
      ? { icalEvent: { method: mail.calendar.method, filename: INVITE_FILE_NAME, content: mail.calendar.content } }
      : {}),
    ...(entryId ? { messageId: `<${safeFilePart(entryId)}@${fromDomain(from)}>` } : {}),
  };
}

/**
 * Deletes the `.eml` copies of the mails about these submissions (their outbox entries'
 * ids, `<submission>.<n>`, name the files), so an erasure or the retention period leaves no
 * copy of the person's data behind; how many. Nothing to do when mails go over SMTP.
 */
export async function deleteMailFiles(dataDir: string, submissionIds: readonly string[]): Promise<number> {
  if (submissionIds.length === 0) return 0;
  const outboxDir = path.join(dataDir, OUTBOX_DIR_NAME);
  const files = await readdir(outboxDir).catch(() => [] as string[]);
  const ofSubmission = submissionIds.map((id) => `-${safeFilePart(id)}_`);
  const doomed = files.filter((file) => file.endsWith(MAIL_FILE_EXTENSION) && ofSubmission.some((part) => file.includes(part)));
  await Promise.all(doomed.map((file) => rm(path.join(outboxDir, file), { force: true })));
  return doomed.length;
}

function safeFilePart(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, '_');
}

function fromDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'localhost';
}
