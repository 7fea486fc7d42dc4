import { mockFetch } from 'shared-ui/test-utils';
import { submitApplication } from './submit-application';

const application = {
  fullName: 'Layla Haddad',
  email: 'layla@mail.example',
  phone: '+974 5555 0101',
  coverLetter: 'c'.repeat(120),
  resumeLink: '',
  portfolioLink: 'https://github.com/layla',
  years: '5-10' as const,
  agree: true as const,
  locale: 'en' as const,
};

describe('submitApplication (POST /api/apply/{jobId})', () => {
  it('sends JSON without a file', async () => {
    const fetchMock = mockFetch({ 'POST /api/apply/penetration-tester': { status: 201, body: { id: '1', message: 'ok' } } });
    await submitApplication('penetration-tester', {
      application: { ...application, resumeLink: 'https://cv.example/l.pdf' },
      resumeFile: null,
    });
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(init.credentials).toBe('include');
    expect(JSON.parse(String(init.body))).toEqual({ ...application, resumeLink: 'https://cv.example/l.pdf' });
  });

  it('sends multipart form data with resumeFile and every other field as text when there is a file', async () => {
    const fetchMock = mockFetch({ 'POST /api/apply/penetration-tester': { status: 201, body: { id: '1', message: 'ok' } } });
    const resume = new File(['%PDF-1.7'], 'Layla CV.pdf', { type: 'application/pdf' });
    await submitApplication('penetration-tester', { application, resumeFile: resume });
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(init.headers).not.toHaveProperty('Content-Type');
    const texts = [...body.entries()].filter(([name]) => name !== 'resumeFile').map(([name, value]) => [name, value]);
    expect(texts).toEqual(Object.entries(application).map(([name, value]) => [name, String(value)]));
    const file = body.get('resumeFile') as File;
    expect(file.name).toBe('Layla CV.pdf');
    expect([file.size, file.type]).toEqual([resume.size, 'application/pdf']);
  });

  describe("from a page in Arabic (<html lang='ar'>)", () => {
    beforeEach(() => {
      document.documentElement.lang = 'ar';
    });
    afterEach(() => {
      document.documentElement.lang = '';
    });

    it("sends locale 'ar' as JSON", async () => {
      const fetchMock = mockFetch({ 'POST /api/apply/penetration-tester': { status: 201, body: { id: '1', message: 'ok' } } });
      await submitApplication('penetration-tester', { application, resumeFile: null });
      const init = fetchMock.mock.calls[0]![1] as RequestInit;
      expect(JSON.parse(String(init.body))).toEqual({ ...application, locale: 'ar' });
    });

    it("sends locale 'ar' as a text part beside the file", async () => {
      const fetchMock = mockFetch({ 'POST /api/apply/penetration-tester': { status: 201, body: { id: '1', message: 'ok' } } });
      await submitApplication('penetration-tester', {
        application,
        resumeFile: new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }),
      });
      const body = (fetchMock.mock.calls[0]![1] as RequestInit).body as FormData;
      expect(body.getAll('locale')).toEqual(['ar']);
    });
  });

  it('rejects with the server message of a non-OK answer', async () => {
    mockFetch({
      'POST /api/apply/devops-engineer': { status: 410, body: { message: 'This position is no longer accepting applications.' } },
    });
    await expect(submitApplication('devops-engineer', { application, resumeFile: null })).rejects.toMatchObject({
      status: 410,
      message: '410: This position is no longer accepting applications.',
    });
  });
});
