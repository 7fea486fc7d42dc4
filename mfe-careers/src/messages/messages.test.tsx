import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LocaleContext } from 'shared-ui';
import { careersMessages } from '.';
import arabic from './ar.json';
import english from './en.json';

/** The names of a message's placeholders, its plural's count included. */
const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)[,}]/g)].map(([, name]) => name));

test('every Arabic message fills the placeholders its English one has', () => {
  const differing = Object.entries(english).filter(
    ([id, text]) => [...placeholders(text)].sort().join() !== [...placeholders(arabic[id as keyof typeof arabic])].sort().join(),
  );
  expect(differing).toEqual([]);
});

test('the count of open positions takes the Arabic plural form its number asks for, in Latin digits', async () => {
  await careersMessages.load('ar');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LocaleContext.Provider value="ar">{children}</LocaleContext.Provider>
  );
  const t = renderHook(() => careersMessages.useT(), { wrapper }).result.current;
  const count = (shown: number, total: number) => t('openings.count', { shown, total });
  expect(count(1, 1)).toBe('عرض 1 من أصل وظيفة شاغرة واحدة');
  expect(count(1, 2)).toBe('عرض 1 من أصل وظيفتين شاغرتين');
  expect(count(3, 7)).toBe('عرض 3 من أصل 7 وظائف شاغرة');
  expect(count(4, 12)).toBe('عرض 4 من أصل 12 وظيفة شاغرة');
  expect(count(100, 100)).toBe('عرض 100 من أصل 100 وظيفة شاغرة');
});
