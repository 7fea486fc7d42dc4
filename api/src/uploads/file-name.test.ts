import { asciiFileName, FILE_NAME_MAX, sanitizeFileName } from './file-name';

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

describe('asciiFileName', () => {
  it.each([
    ['Omar Saleh CV.pdf', '.pdf', 'Omar Saleh CV.pdf'],
    ['CV.PDF', '.pdf', 'CV.PDF'],
    ['%2e%2e%2f%2e%2e%2fevil.pdf', '.pdf', '_2e_2e_2f_2e_2e_2fevil.pdf'],
    ['Résumé – Zoë.pdf', '.pdf', 'Resume _ Zoe.pdf'],
    ['سيرة ذاتية.docx', '.docx', 'resume.docx'],
    ['سيرة ذاتية _final_.pdf', '.pdf', '_ _ _final_.pdf'],
    ['cv', '', 'cv'],
  ])('makes %j (type %s) into %j', (name, extension, expected) => {
    expect(asciiFileName(name, extension)).toBe(expected);
  });
});
