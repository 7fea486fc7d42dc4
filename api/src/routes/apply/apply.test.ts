import { once } from 'node:events';
import { type IncomingMessage, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import {
  errorBodySchema,
  REFERRED_BY_MAX_MESSAGE,
  RESUME_MAX_BYTES,
  RESUME_MESSAGES,
  UNSUPPORTED_LOCALE_MESSAGE,
  VALIDATION_FAILED_MESSAGE,
} from 'contracts';
import { z } from 'zod';
import { docBytes, docxBytes, docxZipBombBytes, pdfBytes, pdfOfSize, plainZipBytes, pngBytes } from '../../test-support/fixtures';
import { BOUNDARY, type FormPart, fieldParts, multipartBody, multipartHeaders } from '../../test-support/multipart';
import { validApplication } from '../../test-support/submissions';
import { closeTestApps, createTestApp, TEST_COMPANY_INBOX, TEST_NOW, type TestApp } from '../../test-support/test-app';
import { DOCX } from '../../uploads/resume-type';
import { APPLICATION_RECEIVED_MESSAGE, JOB_CLOSED_MESSAGE } from './index';

afterEach(closeTestApps);

const OPEN_JOB = 'senior-cybersecurity-analyst';
const CLOSED_JOB = 'devops-engineer';
const receiptSchema = z.strictObject({ id: z.uuid(), message: z.literal(APPLICATION_RECEIVED_MESSAGE) });
const json = { 'content-type': 'application/json' };

/** The text fields as a browser sends them with a file (no resume link needed). */
const formFields = (overrides: Record<string, string | boolean> = {}) =>
  fieldParts({ ...(validApplication({ resumeLink: '' }) as Record<string, string | boolean>), ...overrides });

const resumePart = (data: Buffer, filename = 'Omar Saleh CV.pdf', contentType = 'application/pdf'): FormPart => ({
  name: 'resumeFile',
  filename,
  contentType,
  data,
});

async function postJson(test: TestApp, payload: unknown, slug = OPEN_JOB) {
  return test.app.inject({ method: 'POST', url: `/api/apply/${slug}`, headers: json, payload: JSON.stringify(payload) });
}

async function postForm(test: TestApp, parts: FormPart[], slug = OPEN_JOB) {
  return test.app.inject({
    method: 'POST',
    url: `/api/apply/${slug}`,
    headers: multipartHeaders(),
    payload: multipartBody(parts),
  });
}

async function storedApplications(test: TestApp) {
  return (await test.store.applications.list({ page: 1, pageSize: 10 })).items;
}

function expectFileError(response: { statusCode: number; json(): unknown }, status: number, message: string) {
  expect(response.statusCode).toBe(status);
  expect(errorBodySchema.parse(response.json())).toEqual({ message, errors: { resumeFile: message } });
}

describe('POST /api/apply/:jobId as JSON', () => {
  it('stores the application for the job and answers 201 with its id', async () => {
    const test = await createTestApp();
    const response = await postJson(test, validApplication());
    expect(response.statusCode).toBe(201);
    const receipt = receiptSchema.parse(response.json());
    expect(await storedApplications(test)).toEqual([
      {
        id: receipt.id,
        jobSlug: OPEN_JOB,
        jobTitle: 'Senior Cybersecurity Analyst',
        fullName: 'Omar Saleh',
        email: 'omar.saleh@candidate.example',
        phone: '+971 50 555 0199',
        coverLetter: validApplication().coverLetter,
        resumeLink: 'https://cv.candidate.example/omar-saleh.pdf',
        portfolioLink: 'https://github.com/omar-saleh-example',
        years: '5-10',
        agree: true,
        locale: 'en',
        receivedAt: TEST_NOW.toISOString(),
        source: { channel: 'direct' },
      },
    ]);
  });

  it('stores the language of the page it was sent from, English when the client names none', async () => {
    const test = await createTestApp();
    expect((await postJson(test, validApplication({ locale: 'ar' }))).statusCode).toBe(201);
    expect((await postJson(test, validApplication({ email: 'sara@candidate.example', locale: 'en' }))).statusCode).toBe(201);
    expect((await postJson(test, validApplication({ email: 'older@candidate.example' }))).statusCode).toBe(201);
    const stored = await storedApplications(test);
    expect(Object.fromEntries(stored.map((application) => [application.email, application.locale]))).toEqual({
      'omar.saleh@candidate.example': 'ar',
      'sara@candidate.example': 'en',
      'older@candidate.example': 'en',
    });
  });

  it('queues a confirmation to the candidate and a notification to the company inbox', async () => {
    const test = await createTestApp();
    await postJson(test, validApplication());
    const due = await test.store.outbox.due(TEST_NOW, 10);
    expect(due.map((entry) => entry.mail.to)).toEqual(['omar.saleh@candidate.example', TEST_COMPANY_INBOX]);
  });

  it('confirms in the language the application was sent in, and notifies the inbox in English', async () => {
    const test = await createTestApp();
    await postJson(test, validApplication({ locale: 'ar' }));
    const [confirmation, notification] = (await test.store.outbox.due(TEST_NOW, 10)).map((entry) => entry.mail);
    expect(confirmation?.subject).toBe('تم استلام طلبكم لشغل وظيفة Senior Cybersecurity Analyst');
    expect(confirmation?.html).toContain('<html lang="ar" dir="rtl">');
    expect(notification?.text).toContain('Language: Arabic');
  });

  it('defaults years of experience to 1-3', async () => {
    const test = await createTestApp();
    const { years: _years, ...withoutYears } = validApplication();
    expect((await postJson(test, withoutYears)).statusCode).toBe(201);
    expect((await storedApplications(test))[0]?.years).toBe('1-3');
  });

  it.each([
    ['fullName', 'one letter', 'O', 'Full name must be at least 2 characters'],
    ['fullName', '101 letters', 'O'.repeat(101), 'Full name cannot exceed 100 characters'],
    ['fullName', 'a newline', 'Omar\nSaleh', 'Full name contains invalid characters'],
    ['fullName', 'a tab', 'Omar\tSaleh', 'Full name contains invalid characters'],
    ['email', 'no @', 'omar.saleh', 'Please enter a valid email address'],
    ['phone', '8 characters', '555-0199', 'Please enter a valid phone number'],
    ['phone', 'words', 'call me maybe', 'Please enter a valid phone number'],
    ['coverLetter', '16 characters', 'I am interested.', 'Cover letter must be at least 100 characters'],
    ['coverLetter', '10,001 characters', 'c'.repeat(10_001), 'Cover letter cannot exceed 10000 characters'],
    ['resumeLink', 'javascript:', 'javascript:alert(1)', 'Please provide a valid URL to your resume'],
    ['resumeLink', 'data:', 'data:application/pdf;base64,JVBERi0=', 'Please provide a valid URL to your resume'],
    ['portfolioLink', 'javascript://', 'javascript://github.com/%0Aalert(1)', 'Please provide a valid URL to your portfolio'],
    ['agree', 'false', false, 'You must agree to the terms'],
    ['resumeLink', "'' without a file", '', RESUME_MESSAGES.required],
    ['resumeLink', 'blank without a file', '   ', RESUME_MESSAGES.required],
    ['locale', 'a language the site does not speak', 'fr', UNSUPPORTED_LOCALE_MESSAGE],
    ['locale', 'a region', 'ar-AE', UNSUPPORTED_LOCALE_MESSAGE],
  ])('rejects %s (%s) with %j', async (field, _description, value, message) => {
    const test = await createTestApp();
    const response = await postJson(test, validApplication({ [field]: value }));
    expect(response.statusCode).toBe(400);
    const expectedField = message === RESUME_MESSAGES.required ? 'resumeFile' : field;
    expect(errorBodySchema.parse(response.json())).toEqual({
      message: VALIDATION_FAILED_MESSAGE,
      errors: { [expectedField]: message },
    });
    expect(await storedApplications(test)).toEqual([]);
  });

  it('rejects years outside the options', async () => {
    const test = await createTestApp();
    const response = await postJson(test, validApplication({ years: '20+' }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorBodySchema.parse(response.json()).errors ?? {})).toEqual(['years']);
  });

  it('reports the missing resume together with the other problems', async () => {
    const test = await createTestApp();
    const response = await postJson(test, validApplication({ fullName: 'O', resumeLink: '' }));
    expect(errorBodySchema.parse(response.json()).errors).toEqual({
      fullName: 'Full name must be at least 2 characters',
      resumeFile: RESUME_MESSAGES.required,
    });
  });

  it('does not take a resumeFile from JSON', async () => {
    const test = await createTestApp();
    const response = await postJson(test, validApplication({ resumeFile: { path: '/etc/passwd', size: 1 } } as never));
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).errors).toEqual({ resumeFile: RESUME_MESSAGES.other });
  });

  it('rejects unknown fields and operator objects', async () => {
    const test = await createTestApp();
    const unknown = await postJson(test, validApplication({ jobSlug: 'other-job' } as never));
    expect(errorBodySchema.parse(unknown.json()).errors).toEqual({ jobSlug: 'Unknown field' });
    const operator = await postJson(test, validApplication({ email: { $regex: '.*' } }));
    expect(Object.keys(errorBodySchema.parse(operator.json()).errors ?? {})).toEqual(['email']);
  });
});

describe('POST /api/apply/:jobId with where the candidate came from', () => {
  const campaign = {
    utmSource: 'linkedin',
    utmMedium: 'social',
    utmCampaign: 'spring-hiring',
    referrer: 'https://www.linkedin.com/jobs/view/4242?trk=public_jobs',
  };

  it('stores the source with the application, the referrer as its origin, LinkedIn as its channel', async () => {
    const test = await createTestApp();
    expect((await postJson(test, validApplication(campaign))).statusCode).toBe(201);
    expect((await storedApplications(test))[0]?.source).toEqual({
      channel: 'linkedin',
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'spring-hiring',
      referrer: 'https://www.linkedin.com',
    });
  });

  it('stores it from a multipart form too, with a staff referral as the channel', async () => {
    const test = await createTestApp();
    const response = await postForm(test, [
      ...formFields({ utmSource: 'indeed', referredBy: 'Sara Ahmed' }),
      resumePart(pdfBytes()),
    ]);
    expect(response.statusCode).toBe(201);
    expect((await storedApplications(test))[0]?.source).toEqual({
      channel: 'referral',
      utmSource: 'indeed',
      referredBy: 'Sara Ahmed',
    });
  });

  it.each([
    [
      'oversized',
      { utmSource: 'l'.repeat(5000), utmCampaign: 'c'.repeat(101), referrer: `https://x.example/${'p'.repeat(400)}` },
    ],
    [
      'garbled',
      { utmSource: 'link\u0000edin', utmMedium: ['social'], utmCampaign: { $ne: null }, referrer: 'javascript:alert(1)' },
    ],
    ['the wrong types', { utmSource: 42, utmMedium: true, utmCampaign: null, referrer: 7 }],
  ])('still stores an application whose source is %s, without it', async (_description, source) => {
    const test = await createTestApp();
    const response = await postJson(test, validApplication(source));
    expect(response.statusCode).toBe(201);
    const [stored] = await storedApplications(test);
    expect(stored?.id).toBe(receiptSchema.parse(response.json()).id);
    expect(stored?.source).toEqual({ channel: 'direct' });
  });

  it('refuses a "Referred by" name the candidate can fix, saying why', async () => {
    const test = await createTestApp();
    const response = await postJson(test, validApplication({ referredBy: 'S'.repeat(101) }));
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).errors).toEqual({ referredBy: REFERRED_BY_MAX_MESSAGE });
  });
});

describe('POST /api/apply/:jobId for a job that cannot take it', () => {
  it.each(['no-such-job', 'Senior-Cybersecurity-Analyst', '..%2F..%2Fadmin', 'x'.repeat(150)])(
    "answers 404 'Job not found' for %s",
    async (slug) => {
      const test = await createTestApp();
      const response = await postJson(test, validApplication(), slug);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Job not found' });
    },
  );

  it('answers 410 for a job past its closing date', async () => {
    const test = await createTestApp();
    const response = await postJson(test, validApplication(), CLOSED_JOB);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ message: JOB_CLOSED_MESSAGE });
  });

  it('still takes applications on the closing date itself, and not the day after', async () => {
    const test = await createTestApp();
    const job = await test.store.jobs.findBySlug(OPEN_JOB);
    test.clock.now = new Date(`${job!.closing_date}T23:59:59.000Z`);
    expect((await postJson(test, validApplication())).statusCode).toBe(201);
    test.clock.now = new Date(new Date(`${job!.closing_date}T00:00:00.000Z`).getTime() + 24 * 60 * 60 * 1000);
    expect((await postJson(test, validApplication())).statusCode).toBe(410);
  });

  it('refuses an upload for an unknown job before reading it', async () => {
    const test = await createTestApp();
    const response = await postForm(test, [...formFields(), resumePart(pdfBytes())], 'no-such-job');
    expect(response.statusCode).toBe(404);
    expect(await test.pendingUploads()).toEqual([]);
  });
});

describe('POST /api/apply/:jobId with a resume file', () => {
  it.each([
    ['PDF', pdfBytes(), 'Omar Saleh CV.pdf', 'application/pdf'],
    ['DOC', docBytes(), 'Omar Saleh CV.doc', 'application/msword'],
    ['DOCX', docxBytes(), 'Omar Saleh CV.docx', DOCX.contentType],
  ])('stores a real %s with its application', async (_type, bytes, fileName, contentType) => {
    const test = await createTestApp();
    const response = await postForm(test, [...formFields(), resumePart(bytes, fileName, 'application/octet-stream')]);
    expect(response.statusCode).toBe(201);
    const { id } = receiptSchema.parse(response.json());
    const [stored] = await storedApplications(test);
    expect(stored).toMatchObject({
      id,
      agree: true,
      resumeLink: '',
      locale: 'en',
      resume: { fileName, contentType, size: bytes.length },
    });
    const resume = await test.store.applications.openResume(id);
    expect(await buffer(resume!.stream)).toEqual(bytes);
    expect(await test.pendingUploads()).toEqual([]);
  });

  it('goes by the bytes, not the name or declared type, and fixes the extension', async () => {
    const test = await createTestApp();
    const response = await postForm(test, [...formFields(), resumePart(pdfBytes(), 'resume.txt', 'image/png')]);
    expect(response.statusCode).toBe(201);
    expect((await storedApplications(test))[0]?.resume).toMatchObject({
      fileName: 'resume.txt.pdf',
      contentType: 'application/pdf',
    });
  });

  it('accepts a file together with a resume link', async () => {
    const test = await createTestApp();
    const response = await postForm(test, [
      ...formFields({ resumeLink: 'https://cv.candidate.example/omar.pdf' }),
      resumePart(pdfBytes()),
    ]);
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['PNG bytes named .pdf', pngBytes(), 'photo.pdf', 'application/pdf'],
    ['a zip that is not a Word document named .docx', plainZipBytes(), 'resume.docx', DOCX.contentType],
    ['plain text named .doc', Buffer.from('My resume, in plain text.'), 'resume.doc', 'application/msword'],
    ['an HTML page named .pdf', Buffer.from('<html><script>alert(1)</script></html>'), 'cv.pdf', 'application/pdf'],
    ['an empty file', Buffer.alloc(0), 'cv.pdf', 'application/pdf'],
  ])("refuses %s with 'Invalid file type'", async (_label, bytes, filename, contentType) => {
    const test = await createTestApp();
    const response = await postForm(test, [...formFields(), resumePart(bytes, filename, contentType)]);
    expectFileError(response, 400, RESUME_MESSAGES.invalidType);
    expect(await storedApplications(test)).toEqual([]);
    expect(await test.pendingUploads()).toEqual([]);
  });

  it('refuses a zip bomb named .docx quickly, without inflating it', async () => {
    const test = await createTestApp();
    const bomb = await docxZipBombBytes();
    const started = Date.now();
    const response = await postForm(test, [...formFields(), resumePart(bomb, 'resume.docx', DOCX.contentType)]);
    expectFileError(response, 400, RESUME_MESSAGES.invalidType);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await test.pendingUploads()).toEqual([]);
  });

  it('accepts a file of exactly the maximum size', async () => {
    const test = await createTestApp();
    const response = await postForm(test, [...formFields(), resumePart(pdfOfSize(RESUME_MAX_BYTES))]);
    expect(response.statusCode).toBe(201);
    expect((await storedApplications(test))[0]?.resume?.size).toBe(RESUME_MAX_BYTES);
  });

  it('answers 413 for one byte more, storing nothing', async () => {
    const test = await createTestApp();
    const response = await postForm(test, [...formFields(), resumePart(pdfOfSize(RESUME_MAX_BYTES + 1))]);
    expectFileError(response, 413, RESUME_MESSAGES.tooLarge);
    expect(await storedApplications(test)).toEqual([]);
    expect(await test.pendingUploads()).toEqual([]);
  });

  it('answers 413 when the declared request size is far beyond the limit', async () => {
    const test = await createTestApp();
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/apply/${OPEN_JOB}`,
      headers: { ...multipartHeaders(), 'content-length': String(50 * 1024 * 1024) },
      payload: multipartBody([...formFields(), resumePart(pdfBytes())]),
    });
    expect(response.statusCode).toBe(413);
  });

  it('answers 413 to a chunked upload that grows past the limit, instead of closing the connection', async () => {
    const test = await createTestApp();
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = test.app.server.address() as AddressInfo;
    const body = multipartBody([...formFields(), resumePart(pdfOfSize(6 * 1024 * 1024))]);
    const upload = request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: `/api/apply/${OPEN_JOB}`,
      headers: multipartHeaders(),
    });
    const answered = once(upload, 'response') as Promise<[IncomingMessage]>;
    for (let offset = 0; offset < body.length; offset += 64 * 1024) {
      if (!upload.write(body.subarray(offset, offset + 64 * 1024))) await once(upload, 'drain');
    }
    upload.end();
    const [response] = await answered;
    let text = '';
    for await (const chunk of response) text += String(chunk);

    expect(upload.getHeader('transfer-encoding') ?? 'chunked').toBe('chunked');
    expect(response.statusCode).toBe(413);
    expect(JSON.parse(text)).toEqual({ message: RESUME_MESSAGES.tooLarge, errors: { resumeFile: RESUME_MESSAGES.tooLarge } });
    expect(await storedApplications(test)).toEqual([]);
    expect(await test.pendingUploads()).toEqual([]);
  });

  it.each([
    ['a path with ../', '../../../etc/cron.d/evil.pdf', 'evil.pdf'],
    ['a Windows path', '..\\..\\Users\\Public\\cv.pdf', 'cv.pdf'],
    ['a leading dot', '.htaccess', 'htaccess.pdf'],
    ['no name', '', 'resume.pdf'],
  ])('stores a file name with %s safely', async (_label, filename, expected) => {
    const test = await createTestApp();
    const response = await postForm(test, [...formFields(), resumePart(pdfBytes(), filename)]);
    expect(response.statusCode).toBe(201);
    expect((await storedApplications(test))[0]?.resume?.fileName).toBe(expected);
  });

  it.each([
    ['NUL', `filename*=UTF-8''cv%00.exe.pdf`, 'cv.exe.pdf'],
    ['a right-to-left override', `filename*=UTF-8''cv%E2%80%AEfdp.exe`, 'cvfdp.exe.pdf'],
    ['an encoded path', `filename*=UTF-8''..%2F..%2Fsecret.pdf`, 'secret.pdf'],
    ['a folded header line (CRLF)', 'filename="cv\r\n injected.pdf"', 'cv injected.pdf'],
    ['a tab and a control character', 'filename="cv\tinjected\u0001.pdf"', 'cvinjected.pdf'],
  ])('stores a file name with %s safely', async (_label, filenameParameter, expected) => {
    const test = await createTestApp();
    const part: FormPart = { ...resumePart(pdfBytes()), disposition: `form-data; name="resumeFile"; ${filenameParameter}` };
    const response = await postForm(test, [...formFields(), part]);
    expect(response.statusCode).toBe(201);
    expect((await storedApplications(test))[0]?.resume?.fileName).toBe(expected);
  });

  it.each([
    ['an encoded CRLF', `filename*=UTF-8''cv%0D%0AContent-Type%3A%20text%2Fhtml.pdf`],
    ['a bare CR', 'filename="cv\rinjected.pdf"'],
    ['a bare LF', 'filename="cv\ninjected.pdf"'],
  ])('never stores a file whose name carries %s (the part is dropped)', async (_label, filenameParameter) => {
    const test = await createTestApp();
    const part: FormPart = { ...resumePart(pdfBytes()), disposition: `form-data; name="resumeFile"; ${filenameParameter}` };
    const response = await postForm(test, [...formFields(), part]);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).errors).toEqual({ resumeFile: RESUME_MESSAGES.required });
    expect(await storedApplications(test)).toEqual([]);
    expect(await test.pendingUploads()).toEqual([]);
  });

  it('keeps a long file name to a bounded length, extension included', async () => {
    const test = await createTestApp();
    await postForm(test, [...formFields(), resumePart(pdfBytes(), `${'Résumé '.repeat(60)}.pdf`)]);
    const fileName = (await storedApplications(test))[0]?.resume?.fileName ?? '';
    expect(fileName.length).toBeLessThanOrEqual(120);
    expect(fileName.endsWith('.pdf')).toBe(true);
  });

  it('refuses a second file', async () => {
    const test = await createTestApp();
    const response = await postForm(test, [...formFields(), resumePart(pdfBytes()), resumePart(docxBytes(), 'cv.docx')]);
    expectFileError(response, 400, RESUME_MESSAGES.other);
    expect(await storedApplications(test)).toEqual([]);
    expect(await test.pendingUploads()).toEqual([]);
  });

  it('refuses a file under another field name', async () => {
    const test = await createTestApp();
    const response = await postForm(test, [...formFields(), { ...resumePart(pdfBytes()), name: 'coverLetterFile' }]);
    expectFileError(response, 400, RESUME_MESSAGES.other);
  });

  it('asks for a file or a link when the form has neither', async () => {
    const test = await createTestApp();
    const response = await postForm(test, formFields());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: VALIDATION_FAILED_MESSAGE, errors: { resumeFile: RESUME_MESSAGES.required } });
  });

  it('stores the language sent as a text part with the file', async () => {
    const test = await createTestApp();
    const response = await postForm(test, [...formFields({ locale: 'ar' }), resumePart(pdfBytes())]);
    expect(response.statusCode).toBe(201);
    expect((await storedApplications(test))[0]).toMatchObject({ locale: 'ar', resume: { contentType: 'application/pdf' } });
  });

  it('treats an empty, nameless file part (a file input left empty) as no file', async () => {
    const test = await createTestApp();
    const response = await postForm(test, [
      ...formFields({ resumeLink: 'https://cv.candidate.example/omar.pdf' }),
      resumePart(Buffer.alloc(0), ''),
    ]);
    expect(response.statusCode).toBe(201);
    expect((await storedApplications(test))[0]?.resume).toBeUndefined();
  });

  it.each([
    ['agree', 'false', 'You must agree to the terms'],
    ['agree', 'on', 'You must agree to the terms'],
    ['fullName', 'O', 'Full name must be at least 2 characters'],
    ['phone', '12345', 'Please enter a valid phone number'],
    ['coverLetter', 'Too short.', 'Cover letter must be at least 100 characters'],
    ['portfolioLink', 'javascript:alert(1)', 'Please provide a valid URL to your portfolio'],
    ['locale', 'fr', UNSUPPORTED_LOCALE_MESSAGE],
  ])('validates the text part %s = %j like JSON', async (field, value, message) => {
    const test = await createTestApp();
    const response = await postForm(test, [...formFields({ [field]: value }), resumePart(pdfBytes())]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: VALIDATION_FAILED_MESSAGE, errors: { [field]: message } });
    expect(await test.pendingUploads()).toEqual([]);
  });

  it('refuses unknown and repeated text parts', async () => {
    const test = await createTestApp();
    const unknown = await postForm(test, [...formFields(), { name: 'role', value: 'admin' }, resumePart(pdfBytes())]);
    expect(errorBodySchema.parse(unknown.json()).errors).toEqual({ role: 'Unknown field' });
    const repeated = await postForm(test, [
      ...formFields(),
      { name: 'email', value: 'second@candidate.example' },
      resumePart(pdfBytes()),
    ]);
    expect(repeated.statusCode).toBe(400);
    expect(Object.keys(errorBodySchema.parse(repeated.json()).errors ?? {})).toEqual(['email']);
    expect(await test.pendingUploads()).toEqual([]);
  });
});

describe('POST /api/apply/:jobId with hostile multipart', () => {
  const send = async (payload: Buffer | string, contentType: string) => {
    const test = await createTestApp();
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/apply/${OPEN_JOB}`,
      headers: { 'content-type': contentType },
      payload,
    });
    return { test, response };
  };
  const form = () => multipartBody([...formFields(), resumePart(pdfBytes())]);

  it.each([
    ['garbage instead of parts', 'this is not multipart at all', `multipart/form-data; boundary=${BOUNDARY}`],
    ['no boundary parameter', form(), 'multipart/form-data'],
    ['an empty boundary', form(), 'multipart/form-data; boundary='],
    [
      'a body cut off in the middle of the file',
      form().subarray(0, form().length - 200),
      `multipart/form-data; boundary=${BOUNDARY}`,
    ],
    [
      'a body without the closing boundary',
      form().subarray(0, form().length - `--${BOUNDARY}--\r\n`.length),
      `multipart/form-data; boundary=${BOUNDARY}`,
    ],
    ['a part without headers', `--${BOUNDARY}\r\n\r\nvalue\r\n--${BOUNDARY}--\r\n`, `multipart/form-data; boundary=${BOUNDARY}`],
    ['an empty body', '', `multipart/form-data; boundary=${BOUNDARY}`],
  ])('answers %s with a 4xx JSON error', async (_label, payload, contentType) => {
    const { test, response } = await send(payload, contentType);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(errorBodySchema.safeParse(response.json()).success).toBe(true);
    expect(await storedApplications(test)).toEqual([]);
    expect(await test.pendingUploads()).toEqual([]);
  });

  it('answers a __proto__ part name with 400', async () => {
    const { response } = await send(
      multipartBody([...formFields(), { name: '__proto__', value: '{"polluted":true}' }]),
      `multipart/form-data; boundary=${BOUNDARY}`,
    );
    expect(response.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers too many parts with 413', async () => {
    const extra = Array.from({ length: 40 }, (_, index) => ({ name: `extra${index}`, value: 'x' }));
    const { response } = await send(multipartBody([...formFields(), ...extra]), `multipart/form-data; boundary=${BOUNDARY}`);
    expect(response.statusCode).toBe(413);
  });

  it.each([
    [`Multipart/Form-Data; boundary=${BOUNDARY}`, 201],
    [`multipart/form-data; boundary="${BOUNDARY}"`, 201],
    [`multipart/form-data;boundary=${BOUNDARY}`, 201],
    [`multipart/mixed; boundary=${BOUNDARY}`, 415],
    ['text/plain', 415],
    ['application/x-www-form-urlencoded', 415],
  ])('answers content type %s with %i', async (contentType, status) => {
    const { response } = await send(form(), contentType);
    expect(response.statusCode).toBe(status);
  });
});

describe('POST /api/apply/:jobId rate limit', () => {
  it('answers 429 with Retry-After after too many applications from one client', async () => {
    const test = await createTestApp({ limits: { rateLimitMax: 2 } });
    expect((await postJson(test, validApplication())).statusCode).toBe(201);
    expect((await postJson(test, validApplication())).statusCode).toBe(201);
    const limited = await postForm(test, [...formFields(), resumePart(pdfBytes())]);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await test.pendingUploads()).toEqual([]);
  });
});
