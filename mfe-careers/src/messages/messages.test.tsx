import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LocaleContext } from 'shared-ui';
import applicationFormArabic from '../features/application-form/messages/ar.json';
import applicationFormEnglish from '../features/application-form/messages/en.json';
import applyPageArabic from '../features/apply-page/messages/ar.json';
import applyPageEnglish from '../features/apply-page/messages/en.json';
import careersPageArabic from '../features/careers-overview/messages/ar.json';
import careersPageEnglish from '../features/careers-overview/messages/en.json';
import interviewArabic from '../features/interview-booking/messages/ar.json';
import interviewEnglish from '../features/interview-booking/messages/en.json';
import jobArabic from '../features/job-detail/messages/ar.json';
import jobEnglish from '../features/job-detail/messages/en.json';
import { jobListMessages } from '../features/job-list/messages';
import jobListArabic from '../features/job-list/messages/ar.json';
import jobListEnglish from '../features/job-list/messages/en.json';
import arabic from './ar.json';
import english from './en.json';

/** Every catalogue of the remote, English and Arabic. */
const CATALOGUES: Record<string, { english: Record<string, string>; arabic: Record<string, string> }> = {
  'src/messages': { english, arabic },
  'careers-overview': { english: careersPageEnglish, arabic: careersPageArabic },
  'job-list': { english: jobListEnglish, arabic: jobListArabic },
  'job-detail': { english: jobEnglish, arabic: jobArabic },
  'apply-page': { english: applyPageEnglish, arabic: applyPageArabic },
  'application-form': { english: applicationFormEnglish, arabic: applicationFormArabic },
  'interview-booking': { english: interviewEnglish, arabic: interviewArabic },
};

/** The names of a message's placeholders, its plural's count included. */
const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)[,}]/g)].map(([, name]) => name));

describe.each(Object.entries(CATALOGUES))('the catalogue of %s', (_name, { english, arabic }) => {
  it('has the same messages in Arabic as in English', () => {
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort());
  });

  it('fills in every Arabic message the placeholders its English one has', () => {
    const differing = Object.entries(english).filter(
      ([id, text]) => [...placeholders(text)].sort().join() !== [...placeholders(arabic[id] ?? '')].sort().join(),
    );
    expect(differing).toEqual([]);
  });
});

test('no two catalogues have a message of the same id', () => {
  const ids = Object.values(CATALOGUES).flatMap(({ english }) => Object.keys(english));
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
});

test('the count of open positions takes the Arabic plural form its number asks for, in Latin digits', async () => {
  await jobListMessages.load('ar');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LocaleContext.Provider value="ar">{children}</LocaleContext.Provider>
  );
  const t = renderHook(() => jobListMessages.useT(), { wrapper }).result.current;
  const count = (shown: number, total: number) => t('openings.count', { shown, total });
  expect(count(1, 1)).toBe('عرض 1 من أصل وظيفة شاغرة واحدة');
  expect(count(1, 2)).toBe('عرض 1 من أصل وظيفتين شاغرتين');
  expect(count(3, 7)).toBe('عرض 3 من أصل 7 وظائف شاغرة');
  expect(count(4, 12)).toBe('عرض 4 من أصل 12 وظيفة شاغرة');
  expect(count(100, 100)).toBe('عرض 100 من أصل 100 وظيفة شاغرة');
});
