/** Recognises a story photo by its first bytes, never by its name or declared type: JPEG, PNG or WebP. */
import type { StoryPhotoType } from 'contracts';

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A WebP file is a RIFF container (`RIFF`, its length in 4 bytes) of the form `WEBP`. */
const RIFF_MAGIC = Buffer.from('RIFF', 'latin1');
const WEBP_FORM = Buffer.from('WEBP', 'latin1');
const WEBP_FORM_OFFSET = 8;

/** The photo type of a file that starts with `head`, or undefined when it is none. */
export function detectPhotoType(head: Buffer): StoryPhotoType | undefined {
  if (startsWith(head, JPEG_MAGIC)) return 'image/jpeg';
  if (startsWith(head, PNG_MAGIC)) return 'image/png';
  if (startsWith(head, RIFF_MAGIC) && startsWith(head.subarray(WEBP_FORM_OFFSET), WEBP_FORM)) return 'image/webp';
  return undefined;
}

function startsWith(head: Buffer, magic: Buffer): boolean {
  return head.length >= magic.length && head.subarray(0, magic.length).equals(magic);
}
