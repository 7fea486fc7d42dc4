/**
 * Real, small files for upload tests, built in memory: a valid PDF, an OLE2 (Word 97)
 * blob, a DOCX that is a real zip with word/document.xml, hostile look-alikes, and a PNG photo.
 */
import { crc32, createDeflateRaw, deflateRawSync, deflateSync } from 'node:zlib';

export function pdfBytes(text = 'Curriculum vitae'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    streamObject(`BT /F1 18 Tf 72 720 Td (${text}) Tj ET`),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function streamObject(content: string): string {
  return `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
}

const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const OLE2_SECTOR_BYTES = 512;

/** An OLE2 compound file header (as Word 97-2003 writes) followed by empty sectors. */
export function docBytes(): Buffer {
  const header = Buffer.alloc(OLE2_SECTOR_BYTES);
  Buffer.from(OLE2_SIGNATURE).copy(header, 0);
  header.writeUInt16LE(0x003e, 0x18); // minor version
  header.writeUInt16LE(0x0003, 0x1a); // major version 3
  header.writeUInt16LE(0xfffe, 0x1c); // little-endian byte order mark
  header.writeUInt16LE(9, 0x1e); // sector size 2^9
  header.writeUInt16LE(6, 0x20); // mini sector size 2^6
  return Buffer.concat([header, Buffer.alloc(OLE2_SECTOR_BYTES * 3)]);
}

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Deflate the entry (real zips do); stored otherwise. */
  deflate?: boolean;
}

interface PackedEntry {
  name: string;
  compressed: Buffer;
  method: 0 | 8;
  checksum: number;
  size: number;
}

const DEFLATE = 8;
const STORE = 0;

function pack(entry: ZipEntry): PackedEntry {
  return {
    name: entry.name,
    compressed: entry.deflate ? deflateRawSync(entry.data) : entry.data,
    method: entry.deflate ? DEFLATE : STORE,
    checksum: crc32(entry.data),
    size: entry.data.length,
  };
}

/** A minimal but valid zip archive writer (local headers, central directory, end record). */
export function zipBytes(entries: ZipEntry[]): Buffer {
  return writeZip(entries.map(pack));
}

function writeZip(entries: PackedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name: entryName, compressed, method, checksum, size } of entries) {
    const name = Buffer.from(entryName, 'utf8');

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, compressed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);

    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`, 'utf8');

/** A DOCX Word opens: content types, package relationships and the main document part. */
export function docxBytes(paragraph = 'Curriculum vitae'): Buffer {
  return zipBytes([
    {
      name: '[Content_Types].xml',
      deflate: true,
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
          '</Types>',
      ),
    },
    {
      name: '_rels/.rels',
      deflate: true,
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
          '</Relationships>',
      ),
    },
    {
      name: 'word/document.xml',
      deflate: true,
      data: xml(
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
          `<w:body><w:p><w:r><w:t>${paragraph}</w:t></w:r></w:p></w:body></w:document>`,
      ),
    },
  ]);
}

/** A zip that is not a Word document (a photo album, say) renamed to .docx. */
export function plainZipBytes(): Buffer {
  return zipBytes([
    { name: 'photos/holiday.txt', data: Buffer.from('not a resume'), deflate: true },
    { name: 'notes.txt', data: Buffer.from('nothing to see'), deflate: false },
  ]);
}

const MIB = 1024 * 1024;
export const ZIP_BOMB_INFLATED_MIB = 256;

/**
 * A zip bomb shaped like a DOCX: word/document.xml inflates to 256 MB of zeros from about
 * 250 KB. Deflated one megabyte at a time, so the test never holds 256 MB.
 */
export async function docxZipBombBytes(): Promise<Buffer> {
  const zerosChunk = Buffer.alloc(MIB);
  const deflate = createDeflateRaw({ level: 9 });
  const output: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => output.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let checksum = 0;
  for (let index = 0; index < ZIP_BOMB_INFLATED_MIB; index += 1) {
    deflate.write(zerosChunk);
    checksum = crc32(zerosChunk, checksum);
  }
  deflate.end();
  await done;
  return writeZip([
    {
      name: 'word/document.xml',
      compressed: Buffer.concat(output),
      method: DEFLATE,
      checksum,
      size: ZIP_BOMB_INFLATED_MIB * MIB,
    },
  ]);
}

/** A valid PDF padded to exactly `size` bytes (trailing comment bytes after %%EOF). */
export function pdfOfSize(size: number): Buffer {
  const pdf = pdfBytes();
  if (size < pdf.length) throw new Error(`A PDF needs at least ${pdf.length} bytes`);
  return Buffer.concat([pdf, Buffer.alloc(size - pdf.length, 0x20)]);
}

/** A real PNG: `width` × `height` pixels of one colour, chunks and CRCs as the format wants them. */
export function pngBytes(width = 1, height = 1): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x4a)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}
