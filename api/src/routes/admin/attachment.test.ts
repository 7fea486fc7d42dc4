import { attachmentDisposition } from './attachment';

describe('attachmentDisposition', () => {
  it.each([
    ['cv.pdf', `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`],
    ['../../evil\r\nX: y.pdf', `attachment; filename="evilX_ y.pdf"; filename*=UTF-8''evilX%3A%20y.pdf`],
    ['C:\\Users\\omar\\cv.docx', `attachment; filename="cv.docx"; filename*=UTF-8''cv.docx`],
    ['say "hi".pdf', `attachment; filename="say _hi_.pdf"; filename*=UTF-8''say%20%22hi%22.pdf`],
    ["o'brien (final)*.pdf", `attachment; filename="o_brien (final)_.pdf"; filename*=UTF-8''o%27brien%20%28final%29%2A.pdf`],
    ['سيرة ذاتية.pdf', `attachment; filename="_ _.pdf"; filename*=UTF-8''${encodeURIComponent('سيرة ذاتية')}.pdf`],
    ['.hidden.pdf', `attachment; filename="hidden.pdf"; filename*=UTF-8''hidden.pdf`],
    ['../', `attachment; filename="resume"; filename*=UTF-8''resume`],
    ['\u2028\u0000', `attachment; filename="resume"; filename*=UTF-8''resume`],
  ])('%j gives %s', (fileName, header) => {
    expect(attachmentDisposition(fileName)).toBe(header);
  });
});
