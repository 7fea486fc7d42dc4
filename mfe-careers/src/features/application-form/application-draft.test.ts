import { clearDraft, readDraft, writeDraft } from './application-draft';

const draft = {
  fullName: 'Layla Haddad',
  email: 'layla@mail.example',
  phone: '+974 5555 0101',
  years: '5-10' as const,
  resumeLink: '',
  portfolioLink: 'https://github.com/layla',
  coverLetter: 'I have led security teams.',
};

beforeEach(() => window.sessionStorage.clear());

describe('the application draft', () => {
  it('is kept per job in sessionStorage under the careers: prefix', () => {
    writeDraft('penetration-tester', draft);
    expect(Object.keys(window.sessionStorage)).toEqual(['careers:application-draft:penetration-tester']);
    expect(readDraft('penetration-tester')).toEqual(draft);
    expect(readDraft('devops-engineer')).toBeNull();
  });

  it('keeps the text fields only: never the file, never the consent', () => {
    writeDraft('penetration-tester', { ...draft, resumeFile: new File(['%PDF'], 'cv.pdf'), agree: true } as never);
    expect(JSON.parse(window.sessionStorage.getItem('careers:application-draft:penetration-tester') ?? '')).toEqual(draft);
  });

  it('is gone once cleared', () => {
    writeDraft('penetration-tester', draft);
    clearDraft('penetration-tester');
    expect(readDraft('penetration-tester')).toBeNull();
  });

  it('ignores a stored value of the wrong shape', () => {
    window.sessionStorage.setItem('careers:application-draft:penetration-tester', '{"years":"forever"}');
    expect(readDraft('penetration-tester')).toBeNull();
    window.sessionStorage.setItem('careers:application-draft:penetration-tester', 'not json');
    expect(readDraft('penetration-tester')).toBeNull();
  });

  it('does without storage when the browser refuses it', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeDraft('penetration-tester', draft)).not.toThrow();
    expect(readDraft('penetration-tester')).toBeNull();
    getItem.mockRestore();
    setItem.mockRestore();
  });
});
