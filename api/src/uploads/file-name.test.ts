import { FILE_NAME_MAX, sanitizeFileName } from './file-name';

describe('sanitizeFileName', () => {
  it.each([
    ['Omar Saleh CV.pdf', '.pdf', 'Omar Saleh CV.pdf'],
    ['CV.PDF', '.pdf', 'CV.PDF'],
    ['resume.docx', '.pdf', 'resume.docx.pdf'],
    ['../../etc/passwd', '.pdf', 'passwd.pdf'],
    ['C:\\Users\\omar\\cv.doc', '.doc', 'cv.doc'],
    ['cv\r\nSet-Cookie: session=1.pdf', '.pdf', 'cvSet-Cookie_ session=1.pdf'],
    ['cv\r\nContent-Type: text/html.pdf', '.pdf', 'html.pdf'],
    ['cv\u0000.pdf', '.pdf', 'cv.pdf'],
    ['cv\u202Efdp.exe', '.pdf', 'cvfdp.exe.pdf'],
    ['"quoted" <name>.pdf', '.pdf', '_quoted_ _name_.pdf'],
    ['...hidden.pdf', '.pdf', 'hidden.pdf'],
    ['   ', '.docx', 'resume.docx'],
    ['', '.doc', 'resume.doc'],
    ['Résumé – Layla.pdf', '.pdf', 'Résumé – Layla.pdf'],
    ['سيرة ذاتية.pdf', '.pdf', 'سيرة ذاتية.pdf'],
  ])('makes %j with type %s into %j', (original, extension, expected) => {
    expect(sanitizeFileName(original, extension)).toBe(expected);
  });

  it('bounds the length and keeps the extension, without splitting a character', () => {
    const name = sanitizeFileName(`${'😀'.repeat(200)}.pdf`, '.pdf');
    expect(name.length).toBeLessThanOrEqual(FILE_NAME_MAX);
    expect(name.endsWith('.pdf')).toBe(true);
    expect(name).toBe(`${'😀'.repeat((FILE_NAME_MAX - 4) / 2)}.pdf`);
  });
});
