import { useState } from 'react';
import { loadTexts } from 'shared-ui';
import type { ApplicationFormProps, LoadLocale } from 'shared-ui/federation';
import { applicationContent } from '../features/application-form/application-content.localized';
import { ApplicationForm } from '../features/application-form/components/application-form';
import { applicationFormMessages } from '../features/application-form/messages';
import { applyContent } from '../features/apply-page/apply-content.localized';
import { ApplyFormHeading, SuccessView } from '../features/apply-page/components/success-view';
import { applyPageMessages } from '../features/apply-page/messages';

/**
 * ./ApplicationForm: the apply page's form, which the shell hands `./ApplyPage` (`ApplyPageProps`),
 * and what replaces it once the application is stored. The page is static HTML: this is its one
 * island, hydrated, with its form library and drop zone, once the visitor turns to it.
 */
export default function ApplicationPanel({ job }: ApplicationFormProps) {
  const [submitted, setSubmitted] = useState(false);
  if (submitted) return <SuccessView jobTitle={job.title} />;
  return (
    <>
      <ApplyFormHeading />
      <ApplicationForm job={job} onSubmitted={() => setSubmitted(true)} />
    </>
  );
}

export const loadLocale: LoadLocale = (locale) =>
  loadTexts(locale, [applicationFormMessages, applicationContent, applyPageMessages, applyContent]);
