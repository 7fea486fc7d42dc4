import type { JobDetail } from 'contracts';
import { useId } from 'react';
import { FormProvider } from 'react-hook-form';
import { Button } from 'shared-ui';
import { applicationFormMessages } from '../messages';
import { useApplicationForm } from '../use-application-form';
import { ApplicantFields, ConsentField, LinkAndLetterFields, ResumeUpload } from './application-fields';
import styles from './application-form.module.css';

/** The application form, checked with the API's own schemas from contracts. */
export function ApplicationForm({ job, onSubmitted }: { job: JobDetail; onSubmitted: () => void }) {
  const idPrefix = useId();
  const { form, sending, onSubmit } = useApplicationForm(job.slug, onSubmitted);
  const t = applicationFormMessages.useT();
  return (
    <FormProvider {...form}>
      <form noValidate aria-label={t('form.label')} onSubmit={onSubmit} className={styles.form}>
        <p className={styles.requiredNote}>{t('form.requiredNote')}</p>
        <ApplicantFields idPrefix={idPrefix} />
        <ResumeUpload idPrefix={idPrefix} sending={sending} />
        <LinkAndLetterFields idPrefix={idPrefix} />
        <ConsentField idPrefix={idPrefix} />
        <div className={styles.actions}>
          <Button type="submit" disabled={sending} className={styles.submit}>
            {sending ? t('form.submitting') : t('form.submit')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
