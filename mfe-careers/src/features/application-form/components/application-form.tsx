import type { JobDetail } from 'contracts';
import { COVER_LETTER_MIN, YEARS_OPTIONS } from 'contracts/application-constants';
import { useEffect, useId } from 'react';
import { Controller, type FieldErrors, type RegisterOptions, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { Button, CheckboxField, RequiredMark, SelectField, TextareaField, TextField, toast } from 'shared-ui';
import { useSubmitApplication } from '../api/submit-application';
import { clearDraft, readDraft, writeDraft } from '../application-draft';
import {
  type ApplicationFormValues,
  type ApplicationSubmission,
  applicationResolver,
  type DraftValues,
  EMPTY_APPLICATION,
  FIELD_ORDER,
  isApplicationField,
} from '../form-values';
import { SUBMIT_ERROR_TITLE, submitErrorMessage, submitFieldErrors } from '../submit-error';
import styles from './application-form.module.css';
import { ResumeField } from './resume-field';

/** spec §8 "Application success". */
export const SUBMITTED_TOAST = {
  title: 'Application Submitted',
  description: "Your application has been submitted successfully. We'll be in touch soon!",
};

/** The fields typed into (the draft's fields): the file and the consent box have controls of their own. */
type TextFieldName = keyof DraftValues;

interface ApplicationFormProps {
  job: JobDetail;
  onSubmitted: () => void;
}

/** spec §2 Apply: the application form, checked with the API's own schemas from contracts. */
export function ApplicationForm({ job, onSubmitted }: ApplicationFormProps) {
  const id = useId();
  const jobId = job.slug;
  const form = useForm<ApplicationFormValues, unknown, ApplicationSubmission>({
    mode: 'onTouched',
    defaultValues: EMPTY_APPLICATION,
    resolver: applicationResolver,
    shouldFocusError: false, // focusFirstInvalid follows the order on screen, the file field included
  });
  const {
    register,
    control,
    setFocus,
    setError,
    setValue,
    clearErrors,
    formState: { errors, isSubmitted },
  } = form;
  const submission = useSubmitApplication(jobId);
  const sending = submission.isPending;
  const coverLetter = useWatch({ control, name: 'coverLetter' });
  useApplicationDraft(jobId, form);

  function focusFirstInvalid(fieldErrors: FieldErrors<ApplicationFormValues>) {
    const first = FIELD_ORDER.find((name) => fieldErrors[name]);
    if (first) setFocus(first);
  }

  function submit(values: ApplicationSubmission) {
    submission.mutate(values, {
      onSuccess: () => {
        clearDraft(jobId);
        toast(SUBMITTED_TOAST);
        onSubmitted();
      },
      onError: (error) => {
        // Everything stays as it was, the file included; the server's field messages join it.
        const fieldErrors: FieldErrors<ApplicationFormValues> = {};
        for (const [name, message] of Object.entries(submitFieldErrors(error))) {
          if (!isApplicationField(name)) continue;
          setError(name, { type: 'server', message });
          fieldErrors[name] = { type: 'server', message };
        }
        focusFirstInvalid(fieldErrors);
        toast({ title: SUBMIT_ERROR_TITLE, description: submitErrorMessage(error), variant: 'destructive' });
      },
    });
  }

  const field = (name: keyof ApplicationFormValues) => `${id}-${name}`;
  // A text field's id, error and react-hook-form registration.
  const fieldProps = (name: TextFieldName, options?: RegisterOptions<ApplicationFormValues, TextFieldName>) => ({
    id: field(name),
    error: errors[name]?.message,
    ...register(name, options),
  });

  return (
    <form noValidate aria-label="Job application" onSubmit={form.handleSubmit(submit, focusFirstInvalid)} className={styles.form}>
      <p className={styles.requiredNote}>Fields marked with an asterisk (*) are required.</p>
      <div className={styles.fieldGrid}>
        <TextField label="Full Name" required type="text" autoComplete="name" {...fieldProps('fullName')} />
        <TextField label="Email Address" required type="email" autoComplete="email" spellCheck={false} {...fieldProps('email')} />
        <TextField label="Phone Number" required type="tel" autoComplete="tel" {...fieldProps('phone')} />
        <SelectField label="Years of Experience" required options={YEARS_OPTIONS} {...fieldProps('years')} />
      </div>

      <Controller
        control={control}
        name="resumeFile"
        render={({ field: resume, fieldState }) => (
          <ResumeField
            id={field('resumeFile')}
            file={resume.value}
            error={fieldState.error?.message}
            browseRef={resume.ref}
            disabled={sending}
            onAccept={(file) => {
              clearErrors('resumeFile');
              setValue('resumeFile', file, { shouldDirty: true, shouldValidate: isSubmitted });
            }}
            onReject={(message) => {
              setValue('resumeFile', null, { shouldDirty: true });
              setError('resumeFile', { type: 'rejected', message });
            }}
            onRemove={() => {
              setValue('resumeFile', null, { shouldDirty: true, shouldValidate: isSubmitted });
              setFocus('resumeFile');
            }}
          />
        )}
      />

      <TextField
        label="Resume/CV Link"
        hint="Optional if you upload a file; otherwise a link to your resume on a website or cloud drive."
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        placeholder="https://"
        {...fieldProps('resumeLink', { deps: ['resumeFile'] })}
      />
      <TextField
        label="Portfolio/GitHub Link"
        optional
        type="url"
        inputMode="url"
        spellCheck={false}
        placeholder="https://"
        {...fieldProps('portfolioLink')}
      />
      <TextareaField
        label="Cover Letter"
        required
        hint={`At least ${COVER_LETTER_MIN} characters. ${coverLetter.trim().length} so far.`}
        rows={8}
        {...fieldProps('coverLetter')}
      />

      <CheckboxField
        id={field('agree')}
        aria-required="true"
        error={errors.agree?.message}
        {...register('agree')}
        label={
          <>
            I agree to the processing of my personal data for recruitment purposes as described in the{' '}
            {/* A new tab, so reading the policy never costs the candidate the form. */}
            <a href="/privacy-policy" target="_blank" rel="noopener">
              privacy policy<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            .
            <RequiredMark />
          </>
        }
      />

      <div className={styles.actions}>
        <Button type="submit" disabled={sending} className={styles.submit}>
          {sending ? 'Submitting...' : 'Submit Application'}
        </Button>
      </div>
    </form>
  );
}

/**
 * Beyond the spec: the text fields are restored from this job's draft after the page is
 * shown, and saved as the candidate types (browser-only, so in an effect).
 */
function useApplicationDraft(
  jobId: string,
  { reset, watch, getValues }: UseFormReturn<ApplicationFormValues, unknown, ApplicationSubmission>,
) {
  useEffect(() => {
    const draft = readDraft(jobId);
    if (draft) reset({ ...getValues(), ...draft }, { keepDefaultValues: true });
    const subscription = watch((values) => writeDraft(jobId, values as Partial<ApplicationFormValues>));
    return () => subscription.unsubscribe();
  }, [jobId, reset, watch, getValues]);
}
