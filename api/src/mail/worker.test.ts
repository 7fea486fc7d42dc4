import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contactEnquirySchema } from 'contracts';
import { SMTPServer } from 'smtp-server';
import { openEmbeddedStore } from '../store/embedded/embedded-store';
import type { OutboxEntry, OutgoingMail } from '../store/outbox-entry';
import type { Store } from '../store/store';
import { composeEnquiryMails } from './compose';
import { createMailTransport, type MailTransport } from './transport';
import {
  GIVEN_UP_RETRY_DELAY_MS,
  MAIL_LEASE_MS,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
  retryDelayMs,
  startMailWorker,
} from './worker';

const SMTP_CLOSE_TIMEOUT_MS = 100;
const WAIT_LIMIT_MS = 5_000;

interface ReceivedMail {
  recipients: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
async function startSmtpServer(port = 0): Promise<{ port: number; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    closeTimeout: SMTP_CLOSE_TIMEOUT_MS,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The outbox part of the store port, in memory. */
function memoryOutbox() {
  const entries = new Map<string, OutboxEntry>();
  let sequence = 0;
  const isDue = (entry: OutboxEntry, now: Date) =>
    !entry.sentAt && entry.nextAttemptAt <= now && (entry.leaseUntil === undefined || entry.leaseUntil <= now);
  const outbox: Store['outbox'] = {
    async due(now, limit) {
      return [...entries.values()]
        .filter((entry) => isDue(entry, now))
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .slice(0, limit)
        .map((entry) => structuredClone(entry));
    },
    async claim(id, owner, now, leaseUntil) {
      const entry = entries.get(id);
      if (!entry || !isDue(entry, now)) return undefined;
      Object.assign(entry, { leaseOwner: owner, leaseUntil });
      return structuredClone(entry);
    },
    async markSent(id, at) {
      const entry = entries.get(id);
      if (entry) Object.assign(entry, { sentAt: at, leaseOwner: undefined, leaseUntil: undefined });
    },
    async markFailed(id, owner, error, nextAttemptAt) {
      const entry = entries.get(id);
      if (entry?.leaseOwner !== owner) return;
      Object.assign(entry, {
        attempts: entry.attempts + 1,
        lastError: error,
        nextAttemptAt,
        leaseOwner: undefined,
        leaseUntil: undefined,
      });
    },
  };
  return {
    outbox,
    entries,
    enqueue(mail: OutgoingMail, at: Date): string {
      sequence += 1;
      const id = `entry-${sequence}`;
      entries.set(id, { id, mail, attempts: 0, nextAttemptAt: at, createdAt: at });
      return id;
    },
  };
}

function testClock(start = new Date('2025-03-04T10:00:00.000Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

function silentLogger() {
  return { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
}

async function waitFor(check: () => boolean): Promise<void> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const mail: OutgoingMail = {
  to: 'layla@ministry.example',
  replyTo: 'inbox@company.example',
  subject: 'We received your enquiry',
  text: 'Our team typically responds within 1-2 business days.\n',
  html: '<p>Our team typically responds within 1-2 business days.</p>',
};

describe('retryDelayMs', () => {
  it.each([
    [0, RETRY_BASE_DELAY_MS],
    [1, RETRY_BASE_DELAY_MS * 2],
    [2, RETRY_BASE_DELAY_MS * 4],
    [12, RETRY_MAX_DELAY_MS],
  ])('after %i earlier failures waits %i ms', (failures, delay) => {
    expect(retryDelayMs(failures)).toBe(delay);
  });

  it('keeps an entry that reached the attempt limit, retrying it only daily', () => {
    expect(retryDelayMs(4, 5)).toBe(24 * 60 * 60 * 1000);
  });
});

describe('mail worker over SMTP', () => {
  const workers: { stop(): Promise<void> }[] = [];
  const closers: (() => Promise<void>)[] = [];

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  function start(outbox: Store['outbox'], transport: MailTransport, clock: () => Date, logger = silentLogger()) {
    const worker = startMailWorker({ outbox, transport, logger, clock, intervalMs: 60_000 });
    workers.push(worker);
    return worker;
  }

  function smtpTransport(port: number): MailTransport {
    const transport = createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      dataDir: '/nonexistent',
      from: 'Website <no-reply@company.example>',
    });
    closers.push(() => transport.close());
    return transport;
  }

  it('delivers a due mail to the right recipient with its content and marks it sent', async () => {
    const smtp = await startSmtpServer();
    closers.push(smtp.close);
    const clock = testClock();
    const { outbox, entries, enqueue } = memoryOutbox();
    const id = enqueue(mail, clock.now());

    await start(outbox, smtpTransport(smtp.port), clock.now).runOnce();

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.recipients).toEqual(['layla@ministry.example']);
    expect(smtp.received[0]?.raw).toMatch(/^To: layla@ministry\.example\r$/m);
    expect(smtp.received[0]?.raw).toMatch(/^Subject: We received your enquiry\r$/m);
    expect(smtp.received[0]?.raw).toContain('typically responds within 1-2 business days');
    expect(entries.get(id)?.sentAt).toEqual(clock.now());
  });

  it('keeps the mail when the SMTP server is down and sends it on the next due run once it is back', async () => {
    const smtp = await startSmtpServer();
    const port = smtp.port;
    await smtp.close();
    const clock = testClock();
    const logger = silentLogger();
    const { outbox, entries, enqueue } = memoryOutbox();
    const id = enqueue(mail, clock.now());
    const worker = start(outbox, smtpTransport(port), clock.now, logger);

    await worker.runOnce();

    const failed = entries.get(id);
    expect(failed?.sentAt).toBeUndefined();
    expect(failed?.attempts).toBe(1);
    expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed?.nextAttemptAt.getTime()).toBe(clock.now().getTime() + RETRY_BASE_DELAY_MS);
    expect(logger.warn).toHaveBeenCalled();

    const revived = await startSmtpServer(port);
    closers.push(revived.close);

    await worker.runOnce();
    expect(revived.received).toHaveLength(0);

    clock.advance(RETRY_BASE_DELAY_MS);
    await worker.runOnce();

    expect(revived.received).toHaveLength(1);
    expect(revived.received[0]?.recipients).toEqual(['layla@ministry.example']);
    expect(entries.get(id)?.sentAt).toEqual(clock.now());
  });

  it('polls on its own at the configured interval', async () => {
    const smtp = await startSmtpServer();
    closers.push(smtp.close);
    const { outbox, entries, enqueue } = memoryOutbox();
    const id = enqueue(mail, new Date());
    const transport = smtpTransport(smtp.port);
    workers.push(startMailWorker({ outbox, transport, logger: silentLogger(), intervalMs: 10 }));

    await waitFor(() => entries.get(id)?.sentAt !== undefined);

    expect(smtp.received).toHaveLength(1);
  });
});

describe('mail worker with the embedded store', () => {
  it('sends the mails queued with a stored enquiry, retrying after the SMTP server was down', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'api-mail-worker-'));
    const clock = testClock();
    const store = await openEmbeddedStore({ dataDir, clock: clock.now });
    const smtp = await startSmtpServer();
    const port = smtp.port;
    await smtp.close();
    const transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, dataDir, from: 'no-reply@company.example' });
    const worker = startMailWorker({
      outbox: store.outbox,
      transport,
      logger: silentLogger(),
      clock: clock.now,
      intervalMs: 60_000,
    });
    let revived: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
    try {
      const enquiry = contactEnquirySchema.parse({
        name: 'Layla Haddad',
        email: 'layla@ministry.example',
        service: 'encryption',
        message: 'We need an audit of our key management before the new e-signature law applies.',
        privacy: true,
      });
      const stored = await store.enquiries.create(enquiry, (saved) =>
        composeEnquiryMails(saved, { companyInbox: 'inbox@company.example' }, { confirm: true }),
      );

      await worker.runOnce();

      const failed = await store.outbox.due(new Date(clock.now().getTime() + RETRY_BASE_DELAY_MS), 10);
      expect(failed).toHaveLength(2);
      expect(failed.every((entry) => entry.attempts === 1 && entry.lastError)).toBe(true);
      expect(await store.enquiries.list({ page: 1, pageSize: 10 })).toMatchObject({ total: 1, items: [{ id: stored.id }] });

      revived = await startSmtpServer(port);
      clock.advance(RETRY_BASE_DELAY_MS);
      await worker.runOnce();

      expect(revived.received.map((mail) => mail.recipients).sort()).toEqual([
        ['inbox@company.example'],
        ['layla@ministry.example'],
      ]);
      expect(await store.outbox.due(new Date(clock.now().getTime() + RETRY_MAX_DELAY_MS), 10)).toEqual([]);
    } finally {
      await worker.stop();
      await transport.close();
      await revived?.close();
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('mail worker resilience', () => {
  it('never throws when the outbox cannot be read, and logs it', async () => {
    const logger = silentLogger();
    const outbox: Store['outbox'] = {
      due: () => Promise.reject(new Error('store unreachable')),
      claim: jest.fn(),
      markSent: jest.fn(),
      markFailed: jest.fn(),
    };
    const transport: MailTransport = { send: jest.fn(), close: jest.fn() };
    const worker = startMailWorker({ outbox, transport, logger, intervalMs: 60_000 });

    await expect(worker.runOnce()).resolves.toBeUndefined();
    await worker.stop();

    expect(logger.error).toHaveBeenCalledWith({ error: 'store unreachable' }, 'could not read the mail outbox');
  });

  it('stop() waits for the batch in flight', async () => {
    const { outbox, entries, enqueue } = memoryOutbox();
    const id = enqueue(mail, new Date());
    let finishSend: (() => void) | undefined;
    const transport: MailTransport = {
      send: () =>
        new Promise<void>((resolve) => {
          finishSend = resolve;
        }),
      close: jest.fn(),
    };
    const worker = startMailWorker({ outbox, transport, logger: silentLogger(), intervalMs: 60_000 });

    const run = worker.runOnce();
    await waitFor(() => finishSend !== undefined);
    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);

    finishSend?.();
    await Promise.all([run, stopping]);
    expect(stopped).toBe(true);
    expect(entries.get(id)?.sentAt).toBeDefined();
  });
});

describe('mail workers of several API instances on one store', () => {
  /** A transport that takes a little while per mail, so two senders interleave, and counts what it sent. */
  function countingTransport(sent: string[]): MailTransport {
    return {
      async send(mail, entryId) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(`${entryId} ${mail.to}`);
      },
      close: async () => undefined,
    };
  }

  async function storeWithEnquiries(count: number, clock: ReturnType<typeof testClock>) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'api-mail-senders-'));
    const store = await openEmbeddedStore({ dataDir, clock: clock.now });
    for (let index = 0; index < count; index += 1) {
      const enquiry = contactEnquirySchema.parse({
        name: 'Layla Haddad',
        email: `layla.${index}@ministry.example`,
        service: 'encryption',
        message: 'We need an audit of our key management.',
        privacy: true,
      });
      await store.enquiries.create(enquiry, (saved) =>
        composeEnquiryMails(saved, { companyInbox: 'inbox@company.example' }, { confirm: true }),
      );
    }
    return {
      store,
      async dispose() {
        await store.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }

  it('sends each mail once when two senders run at the same time', async () => {
    const clock = testClock();
    const { store, dispose } = await storeWithEnquiries(5, clock);
    const sent: string[] = [];
    const senders = ['instance-a', 'instance-b'].map((owner) =>
      startMailWorker({
        outbox: store.outbox,
        transport: countingTransport(sent),
        logger: silentLogger(),
        clock: clock.now,
        owner,
        intervalMs: 60_000,
      }),
    );
    try {
      await Promise.all([...senders.map((sender) => sender.runOnce()), ...senders.map((sender) => sender.runOnce())]);
      await Promise.all(senders.map((sender) => sender.runOnce()));

      expect(sent).toHaveLength(10);
      expect(new Set(sent).size).toBe(10);
      expect(await store.outbox.due(new Date(clock.now().getTime() + GIVEN_UP_RETRY_DELAY_MS), 50)).toEqual([]);
    } finally {
      await Promise.all(senders.map((sender) => sender.stop()));
      await dispose();
    }
  });

  it("retries a crashed sender's mail once its lease has run out, and not before", async () => {
    const clock = testClock();
    const { store, dispose } = await storeWithEnquiries(1, clock);
    const sent: string[] = [];
    const survivor = startMailWorker({
      outbox: store.outbox,
      transport: countingTransport(sent),
      logger: silentLogger(),
      clock: clock.now,
      owner: 'survivor',
      intervalMs: 60_000,
    });
    try {
      // The crashed sender took both mails and died before sending them.
      const due = await store.outbox.due(clock.now(), 10);
      const leaseUntil = new Date(clock.now().getTime() + MAIL_LEASE_MS);
      for (const entry of due) expect(await store.outbox.claim(entry.id, 'crashed', clock.now(), leaseUntil)).toBeDefined();

      await survivor.runOnce();
      expect(sent).toEqual([]);

      clock.advance(MAIL_LEASE_MS);
      await survivor.runOnce();
      expect(sent.map((line) => line.split(' ')[1]).sort()).toEqual(['inbox@company.example', 'layla.0@ministry.example']);
      // The crashed sender's late report cannot reschedule what it no longer holds.
      await store.outbox.markFailed(due[0]!.id, 'crashed', 'timeout', clock.now());
      expect(await store.outbox.due(new Date(clock.now().getTime() + GIVEN_UP_RETRY_DELAY_MS), 10)).toEqual([]);
    } finally {
      await survivor.stop();
      await dispose();
    }
  });
});
