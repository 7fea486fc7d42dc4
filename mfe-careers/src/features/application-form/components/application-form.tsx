import { useId } from 'react';
import { FormProvider } from 'react-hook-form';
import { Button } from 'shared-ui';
import type { ApplicationFormProps } from 'shared-ui/federation';
import { useApplicationForm } from '../use-application-form';
import { ApplicantFields, ConsentField, LinkAndLetterFields, ResumeUpload } from './application-fields';
import styles from './application-form.module.css';

/** spec §2 Apply: the application form, checked with the API's own schemas from contracts. */
export function ApplicationForm({ job, onSubmitted }: ApplicationFormProps) {
  const idPrefix = useId();
  const { form, sending, onSubmit } = useApplicationForm(job.slug, onSubmitted);
  return (
    <FormProvider {...form}>
      <form noValidate aria-label="Job application" onSubmit={onSubmit} className={styles.form}>
        <p className={styles.requiredNote}>Fields marked with an asterisk (*) are required.</p>
        <ApplicantFields idPrefix={idPrefix} />
        <ResumeUpload idPrefix={idPrefix} sending={sending} />
        <LinkAndLetterFields idPrefix={idPrefix} />
        <ConsentField idPrefix={idPrefix} />
        <div className={styles.actions}>
          <Button type="submit" disabled={sending} className={styles.submit}>
            {sending ? 'Submitting...' : 'Submit Application'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
