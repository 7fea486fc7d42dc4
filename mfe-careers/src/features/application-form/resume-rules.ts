import { RESUME_MAX_BYTES, RESUME_MESSAGES } from 'contracts/application-rules';
import { type Accept, ErrorCode, type FileRejection } from 'react-dropzone';

/** A resume is a PDF, DOC or DOCX, known by type or by extension (some systems give no type). */
export const RESUME_ACCEPT: Accept = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
};

/** A resume is one file of at most 5 MB. */
export const RESUME_DROPZONE_OPTIONS = { accept: RESUME_ACCEPT, maxSize: RESUME_MAX_BYTES, maxFiles: 1, multiple: false };

/** The simulated upload rises 10 percent every 100 ms. */
export const UPLOAD_PROGRESS_STEP = 10;
export const UPLOAD_PROGRESS_INTERVAL_MS = 100;

/**
 * The message for a refused drop. A wrong type is named before the size (a 9 MB video
 * is the wrong file, not a too large one); more files than one, or anything else, is 'other'.
 */
export function rejectionMessage(rejections: readonly FileRejection[]): string {
  if (rejections.length !== 1) return RESUME_MESSAGES.other;
  const codes = rejections[0]?.errors.map((error) => error.code) ?? [];
  if (codes.includes(ErrorCode.FileInvalidType)) return RESUME_MESSAGES.invalidType;
  if (codes.includes(ErrorCode.FileTooLarge)) return RESUME_MESSAGES.tooLarge;
  return RESUME_MESSAGES.other;
}

export function isPdf(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
}

/** '1.2 MB', '840 KB': for the file chip (fixed English units, the same on server and browser). */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
