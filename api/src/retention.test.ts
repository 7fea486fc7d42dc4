import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { applicationFieldsSchema } from 'contracts';
import { createMailTransport, OUTBOX_DIR_NAME } from './mail/transport';
import { DAY_MS, startRetention } from './retention';
import { openEmbeddedStore } from './store/embedded/embedded-store';
import { validApplication } from './test-support/submissions';

const START = new Date('2026-01-10T09:00:00.000Z');

it('deletes applications older than the retention period with their resumes, and keeps newer ones', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-retention-'));
  const clock = { now: START };
  const store = await openEmbeddedStore({ dataDir, clock: () => clock.now });
  const logger = { info: jest.fn(), error: jest.fn() };
  const apply = () =>
    store.applications.create(
      { ...applicationFieldsSchema.parse(validApplication()), jobSlug: 'penetration-tester', jobTitle: 'Penetration Tester' },
      { fileName: 'cv.pdf', contentType: 'application/pdf', stream: Readable.from([Buffer.from('%PDF-1.4 cv')]) },
      () => [],
    );
  try {
    const old = await apply();
    clock.now = new Date(START.getTime() + 20 * DAY_MS);
    const recent = await apply();
    clock.now = new Date(START.getTime() + 40 * DAY_MS);
    // The copies of the mails about each, as written without an SMTP server.
    const transport = createMailTransport({ dataDir, from: 'Site <no-reply@company.example>' });
    for (const { id } of [old, recent]) {
      await transport.send(
        { to: 'omar@candidate.example', subject: 'Application received', text: '…', html: '<p>…</p>' },
        `${id}.0`,
      );
    }

    const retention = startRetention({ ...store, dataDir, retentionDays: 30, logger, clock: () => clock.now });
    retention.stop();
    await retention.runOnce();

    expect((await store.applications.list({ page: 1, pageSize: 10 })).items.map((item) => item.id)).toEqual([recent.id]);
    expect(await store.applications.openResume(old.id)).toBeUndefined();
    expect(logger.info).toHaveBeenCalledWith(expect.objectContaining({ deleted: 1, mailFiles: 1 }), expect.any(String));
    const mailFiles = await readdir(path.join(dataDir, OUTBOX_DIR_NAME));
    expect(mailFiles).toEqual([expect.stringContaining(recent.id)]);

    const keepForever = startRetention({ ...store, dataDir, retentionDays: 0, logger, clock: () => clock.now });
    keepForever.stop();
    clock.now = new Date(START.getTime() + 400 * DAY_MS);
    await keepForever.runOnce();
    expect((await store.applications.list({ page: 1, pageSize: 10 })).total).toBe(1);
  } finally {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});

it('removes staff sessions past their expiry, even when applications are kept forever', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-retention-'));
  const store = await openEmbeddedStore({ dataDir });
  const session = (id: string, expiresAt: Date) => ({
    id,
    accountId: 'account-1',
    createdAt: START,
    lastSeenAt: START,
    expiresAt,
  });
  try {
    await store.staffSessions.create(session('ended', new Date(START.getTime() + 60_000)));
    await store.staffSessions.create(session('live', new Date(START.getTime() + DAY_MS)));
    const retention = startRetention({
      ...store,
      dataDir,
      retentionDays: 0,
      logger: { info: jest.fn(), error: jest.fn() },
      clock: () => new Date(START.getTime() + 120_000),
    });
    retention.stop();
    await retention.runOnce();
    expect(await store.staffSessions.findById('ended')).toBeUndefined();
    expect(await store.staffSessions.findById('live')).toBeDefined();
  } finally {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});
