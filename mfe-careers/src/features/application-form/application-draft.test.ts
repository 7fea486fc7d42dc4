import { readSessionDraft, writeSessionDraft } from 'shared-ui/forms';
import { applicationDraftKey, applicationDraftOf } from './application-draft';

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
    writeSessionDraft(applicationDraftKey('penetration-tester'), draft, applicationDraftOf);
    expect(Object.keys(window.sessionStorage)).toEqual(['careers:application-draft:penetration-tester']);
    expect(readSessionDraft(applicationDraftKey('penetration-tester'), applicationDraftOf)).toEqual(draft);
    expect(readSessionDraft(applicationDraftKey('devops-engineer'), applicationDraftOf)).toBeNull();
  });

  it('keeps the text fields only: never the file, never the consent', () => {
    expect(applicationDraftOf({ ...draft, resumeFile: new File(['%PDF'], 'cv.pdf'), agree: true })).toEqual(draft);
  });

  it('ignores a stored value of the wrong shape', () => {
    expect(applicationDraftOf({ years: 'forever' })).toBeUndefined();
    expect(applicationDraftOf({ fullName: 7 })).toBeUndefined();
    expect(applicationDraftOf('Layla')).toBeUndefined();
    window.sessionStorage.setItem(applicationDraftKey('penetration-tester'), '{"years":"forever"}');
    expect(readSessionDraft(applicationDraftKey('penetration-tester'), applicationDraftOf)).toBeNull();
  });
});
