/**
 * Recognises a resume by its bytes, never by its name or declared type (PDF, DOC and
 * DOCX only). A DOCX is a zip whose central directory lists word/document.xml; only that
 * directory is read, nothing is decompressed, so a zip bomb costs nothing (and is refused by
 * its declared sizes).
 */
import yauzl from 'yauzl';

export interface ResumeType {
  contentType: string;
  extension: string;
}

export const PDF: ResumeType = { contentType: 'application/pdf', extension: '.pdf' };
export const DOC: ResumeType = { contentType: 'application/msword', extension: '.doc' };
export const DOCX: ResumeType = {
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  extension: '.docx',
};
/** The only types a resume is stored as. */
export const RESUME_TYPES = [PDF, DOC, DOCX] as const;

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
/** The OLE2 compound file signature, which Word 97-2003 documents start with. */
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
export const MAGIC_BYTES_NEEDED = OLE2_MAGIC.length;

const DOCX_MAIN_PART = 'word/document.xml';
/** A Word document has a few dozen parts; a directory far longer than this is not a resume. */
export const DOCX_ENTRIES_MAX = 1_000;
/**
 * What all parts may inflate to together. A 5 MB resume of text and images stays far below;
 * a zip bomb (megabytes inflating to gigabytes) is far above, so staff never open one.
 */
export const DOCX_INFLATED_MAX_BYTES = 100 * 1024 * 1024;

/** The resume type of a file whose first bytes are `head`, or undefined when it is none. */
export async function detectResumeType(file: string, head: Buffer): Promise<ResumeType | undefined> {
  if (startsWith(head, PDF_MAGIC)) return PDF;
  if (startsWith(head, OLE2_MAGIC)) return DOC;
  if (startsWith(head, ZIP_MAGIC) && (await isWordZip(file))) return DOCX;
  return undefined;
}

function startsWith(head: Buffer, magic: Buffer): boolean {
  return head.length >= magic.length && head.subarray(0, magic.length).equals(magic);
}

/**
 * Reads the zip's central directory only: the wanted entry must be listed, the entries few
 * and their declared inflated sizes sane. A malformed zip is simply "not a DOCX".
 */
function isWordZip(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    yauzl.open(file, { lazyEntries: true, autoClose: true, strictFileNames: true }, (openError, zip) => {
      if (openError || !zip) return resolve(false);
      if (zip.entryCount > DOCX_ENTRIES_MAX) {
        zip.close();
        return resolve(false);
      }
      let listsMainPart = false;
      let inflatedBytes = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        listsMainPart ||= entry.fileName === DOCX_MAIN_PART;
        inflatedBytes += entry.uncompressedSize;
        if (inflatedBytes > DOCX_INFLATED_MAX_BYTES) {
          zip.close();
          return resolve(false);
        }
        zip.readEntry();
      });
      zip.on('end', () => resolve(listsMainPart));
      zip.on('error', () => resolve(false));
      zip.readEntry();
    });
  });
}
