import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { docBytes, docxBytes, docxZipBombBytes, pdfBytes, plainZipBytes, pngBytes, zipBytes } from '../test-support/fixtures';
import { DOC, DOCX, DOCX_ENTRIES_MAX, detectResumeType, PDF, type ResumeType } from './resume-type';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'api-resume-type-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function detect(bytes: Buffer): Promise<ResumeType | undefined> {
  const file = path.join(dir, `${Math.random()}`);
  await writeFile(file, bytes);
  return detectResumeType(file, bytes.subarray(0, 8));
}

describe('detectResumeType', () => {
  it.each([
    ['a PDF', pdfBytes(), PDF],
    ['a Word 97-2003 document', docBytes(), DOC],
    ['a Word document (DOCX)', docxBytes(), DOCX],
    ['a PNG image', pngBytes(), undefined],
    ['a zip without word/document.xml', plainZipBytes(), undefined],
    ['a truncated zip', docxBytes().subarray(0, 60), undefined],
    ['a zip whose entry tries to escape', zipBytes([{ name: '../word/document.xml', data: Buffer.from('x') }]), undefined],
    ['text', Buffer.from('%PDF'), undefined],
    ['nothing', Buffer.alloc(0), undefined],
  ])('recognises %s', async (_label, bytes, expected) => {
    expect(await detect(bytes)).toBe(expected);
  });

  it('refuses a zip with more entries than a Word document has', async () => {
    const entries = Array.from({ length: DOCX_ENTRIES_MAX + 1 }, (_, index) => ({
      name: `part${index}.xml`,
      data: Buffer.from('x'),
    }));
    entries.push({ name: 'word/document.xml', data: Buffer.from('<w:document/>') });
    expect(await detect(zipBytes(entries))).toBeUndefined();
  });

  it('refuses a zip bomb by its declared sizes, without inflating it', async () => {
    expect(await detect(await docxZipBombBytes())).toBeUndefined();
  });
});
