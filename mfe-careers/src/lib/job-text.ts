import { useCallback } from 'react';
import { useLocale } from 'shared-ui';
import { type CareersMessageId, careersMessages } from '../messages';

/** What staff wrote a job in: its title, description and lists are not translated (docs/arabic-glossary.md). */
const JOB_TEXT_LANGUAGE = { lang: 'en', dir: 'ltr' } as const;

/** Attributes of an element holding a job's own text: marked English on a page in another language. */
export function useJobTextLanguage(): Partial<typeof JOB_TEXT_LANGUAGE> {
  return useLocale() === 'en' ? {} : JOB_TEXT_LANGUAGE;
}

export type JobLabelField = 'department' | 'location' | 'type';

/**
 * A job's department, location or employment type in the page's language: the catalogue's
 * word for the ones it knows, anything else as staff typed it.
 */
export function useJobLabel(): (field: JobLabelField, value: string) => string {
  const t = careersMessages.useT();
  const catalogue = careersMessages.useText();
  return useCallback(
    (field: JobLabelField, value: string) => {
      const id = `${field}.${value}`;
      return Object.hasOwn(catalogue, id) ? t(id as CareersMessageId) : value;
    },
    [t, catalogue],
  );
}
