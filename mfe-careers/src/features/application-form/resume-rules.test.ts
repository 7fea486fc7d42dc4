import { RESUME_MAX_BYTES } from 'contracts';
import { ErrorCode, type FileRejection } from 'react-dropzone';
import { formatFileSize, isPdf, RESUME_DROPZONE_OPTIONS, rejectionMessage } from './resume-rules';

const rejected = (...codes: string[]): FileRejection => ({
  file: Object.assign(new File(['x'], 'file.bin'), { path: './file.bin', relativePath: './file.bin' }),
  errors: codes.map((code) => ({ code, message: code })),
});

describe('rejectionMessage (why a dropped file is refused)', () => {
  it.each<[string, FileRejection[], string]>([
    ['a file over 5 MB', [rejected(ErrorCode.FileTooLarge)], 'File is too large. Maximum size is 5MB.'],
    [
      'a file of another type',
      [rejected(ErrorCode.FileInvalidType)],
      'Invalid file type. Please upload a PDF, DOC, or DOCX file.',
    ],
    [
      'a large file of another type',
      [rejected(ErrorCode.FileTooLarge, ErrorCode.FileInvalidType)],
      'Invalid file type. Please upload a PDF, DOC, or DOCX file.',
    ],
    [
      'two files',
      [rejected(ErrorCode.TooManyFiles), rejected(ErrorCode.TooManyFiles)],
      'Error uploading file. Please try again.',
    ],
    ['one of many files', [rejected(ErrorCode.TooManyFiles)], 'Error uploading file. Please try again.'],
    ['a file too small', [rejected(ErrorCode.FileTooSmall)], 'Error uploading file. Please try again.'],
    ['nothing said', [], 'Error uploading file. Please try again.'],
  ])('%s gives its message', (_case, rejections, message) => {
    expect(rejectionMessage(rejections)).toBe(message);
  });
});

describe('the dropzone rules', () => {
  it('take one file of at most 5,242,880 bytes, PDF, DOC or DOCX', () => {
    expect(RESUME_DROPZONE_OPTIONS).toMatchObject({ maxSize: 5_242_880, maxFiles: 1, multiple: false });
    expect(RESUME_MAX_BYTES).toBe(5_242_880);
    expect(Object.values(RESUME_DROPZONE_OPTIONS.accept).flat().sort()).toEqual(['.doc', '.docx', '.pdf']);
  });
});

describe('isPdf', () => {
  it.each([
    [{ name: 'cv.pdf', type: 'application/pdf' }, true],
    [{ name: 'CV.PDF', type: '' }, true],
    [{ name: 'cv', type: 'application/pdf' }, true],
    [{ name: 'cv.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }, false],
    [{ name: 'cv.doc', type: 'application/msword' }, false],
  ])('%j -> %s', (file, expected) => {
    expect(isPdf(file)).toBe(expected);
  });
});

describe('formatFileSize', () => {
  it.each([
    [200, '1 KB'],
    [860_000, '840 KB'],
    [1_258_291, '1.2 MB'],
    [5_242_880, '5.0 MB'],
  ])('%d bytes -> %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
