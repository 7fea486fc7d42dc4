import { COVER_LETTER_MIN, YEARS_OPTIONS } from 'contracts/application-constants';
import { Controller, type RegisterOptions, useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField, RequiredMark, SelectField, TextareaField, TextField } from 'shared-ui/forms';
import { type ApplicationFormValues, type DraftValues, EMPTY_APPLICATION } from '../form-values';
import styles from './application-form.module.css';
import { ResumeField } from './resume-field';

/** The fields typed into (the draft's fields): the file and the consent box have controls of their own. */
type TextFieldName = keyof DraftValues;

/** Each part of the form names its fields `${idPrefix}-${name}`: one prefix for the whole form. */
interface FieldsProps {
  idPrefix: string;
}

/**
 * A text field's id, error, react-hook-form registration and default value: react-hook-form
 * gives a field its default only once the form has hydrated, so the server's HTML carries it
 * too (the years of experience show '1-3 years' from the first paint, spec §2).
 */
function useTextFields(idPrefix: string) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ApplicationFormValues>();
  return (name: TextFieldName, options?: RegisterOptions<ApplicationFormValues, TextFieldName>) => ({
    id: `${idPrefix}-${name}`,
    error: errors[name]?.message,
    defaultValue: EMPTY_APPLICATION[name],
    ...register(name, options),
  });
}

/** spec §2 Apply: name, e-mail, phone and years of experience, two by two on wide screens. */
export function ApplicantFields({ idPrefix }: FieldsProps) {
  const fieldProps = useTextFields(idPrefix);
  return (
    <div className={styles.fieldGrid}>
      <TextField label="Full Name" required type="text" autoComplete="name" {...fieldProps('fullName')} />
      <TextField label="Email Address" required type="email" autoComplete="email" spellCheck={false} {...fieldProps('email')} />
      <TextField label="Phone Number" required type="tel" autoComplete="tel" {...fieldProps('phone')} />
      <SelectField label="Years of Experience" required options={YEARS_OPTIONS} {...fieldProps('years')} />
    </div>
  );
}

/** The resume file: accepted, refused with the spec's message, or removed (the focus stays in the field). */
export function ResumeUpload({ idPrefix, sending }: FieldsProps & { sending: boolean }) {
  const {
    control,
    setValue,
    setError,
    clearErrors,
    setFocus,
    formState: { isSubmitted },
  } = useFormContext<ApplicationFormValues>();
  return (
    <Controller
      control={control}
      name="resumeFile"
      render={({ field: resume, fieldState }) => (
        <ResumeField
          id={`${idPrefix}-resumeFile`}
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
  );
}

/** The resume link (required without a file), the portfolio link and the cover letter with its count. */
export function LinkAndLetterFields({ idPrefix }: FieldsProps) {
  const fieldProps = useTextFields(idPrefix);
  const coverLetter = useWatch<ApplicationFormValues, 'coverLetter'>({ name: 'coverLetter' });
  return (
    <>
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
    </>
  );
}

/** The consent box; its policy link opens in a new tab. */
export function ConsentField({ idPrefix }: FieldsProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ApplicationFormValues>();
  return (
    <CheckboxField
      id={`${idPrefix}-agree`}
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
  );
}
