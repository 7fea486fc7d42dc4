import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OutgoingMail } from '../store/outbox-entry';
import { createMailTransport, OUTBOX_DIR_NAME } from './transport';

/** Headers of an RFC 5322 message, unfolded, with encoded-words (RFC 2047) decoded. */
function parseHeaders(raw: string): Map<string, string> {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

const mail: OutgoingMail = {
  to: 'layla@ministry.example',
  replyTo: 'inbox@company.example',
  subject: 'We received your enquiry — شكراً',
  text: 'Thank you for contacting us.\n',
  html: '<p>Thank you for contacting us.</p>',
};

describe('file mail transport (no SMTP_URL)', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'api-mail-transport-'));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("writes the further headers a mail carries (a newsletter's one-click unsubscribe)", async () => {
    const transport = createMailTransport({ dataDir, from: 'Website <no-reply@company.example>' });
    const oneClick = 'https://site.example/api/newsletter/unsubscribe?token=abc.def';
    await transport.send({
      ...mail,
      headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    await transport.close();
    const [file] = await readdir(path.join(dataDir, OUTBOX_DIR_NAME));
    const headers = parseHeaders(await readFile(path.join(dataDir, OUTBOX_DIR_NAME, file!), 'utf8'));
    expect(headers.get('list-unsubscribe')).toBe(`<${oneClick}>`);
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });

  it('writes each mail as an .eml file in DATA_DIR/outbox with the right To and Subject', async () => {
    const transport = createMailTransport({ dataDir, from: 'Website <no-reply@company.example>' });

    await transport.send(mail, 'entry-42');
    await transport.send({ ...mail, to: 'omar@candidate.example', subject: 'Second' }, 'entry-43');
    await transport.close();

    const files = (await readdir(path.join(dataDir, OUTBOX_DIR_NAME))).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-entry-42\.eml$/);

    const raw = await readFile(path.join(dataDir, OUTBOX_DIR_NAME, files[0] ?? ''), 'utf8');
    const headers = parseHeaders(raw);
    expect(headers.get('to')).toBe('layla@ministry.example');
    expect(headers.get('subject')).toBe(mail.subject);
    expect(headers.get('reply-to')).toBe('inbox@company.example');
    expect(headers.get('from')).toBe('Website <no-reply@company.example>');
    expect(headers.get('message-id')).toBe('<entry-42@company.example>');
    expect(headers.get('content-type')).toMatch(/^multipart\/alternative/);
    expect(raw).toContain('Thank you for contacting us.');

    const second = parseHeaders(await readFile(path.join(dataDir, OUTBOX_DIR_NAME, files[1] ?? ''), 'utf8'));
    expect(second.get('to')).toBe('omar@candidate.example');
    expect(second.get('subject')).toBe('Second');
  });

  it('leaves no temporary files behind', async () => {
    const transport = createMailTransport({ dataDir, from: 'no-reply@company.example' });

    await Promise.all([transport.send(mail, 'a'), transport.send(mail, 'b'), transport.send(mail)]);

    const files = await readdir(path.join(dataDir, OUTBOX_DIR_NAME));
    expect(files).toHaveLength(3);
    expect(files.every((file) => file.endsWith('.eml') && !file.startsWith('.'))).toBe(true);
  });
});
