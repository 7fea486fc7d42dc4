import { COVER_LETTER_MIN, YEARS_OPTIONS } from 'contracts/application-rules';
import { Controller, type RegisterOptions, useFormContext, useWatch } from 'react-hook-form';
import { useLocalePath } from 'shared-ui';
import { CheckboxField, RequiredMark, SelectField, TextareaField, TextField } from 'shared-ui/forms';
import { messageWith } from '../../../lib/message-with';
import { type ApplicationFormValues, type DraftValues, EMPTY_APPLICATION } from '../form-values';
import { applicationFormMessages } from '../messages';
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
 * too (the years of experience show '1-3 years', their default, from the first paint).
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

/** Name, e-mail, phone and years of experience, two by two on wide screens. */
export function ApplicantFields({ idPrefix }: FieldsProps) {
  const fieldProps = useTextFields(idPrefix);
  const t = applicationFormMessages.useT();
  const years = YEARS_OPTIONS.map(({ value }) => ({ value, label: t(`years.${value}`) }));
  // Names run either way; addresses and numbers always left to right (docs/arabic-glossary.md).
  return (
    <div className={styles.fieldGrid}>
      <TextField label={t('form.fullName')} required type="text" autoComplete="name" dir="auto" {...fieldProps('fullName')} />
      <TextField
        label={t('form.email')}
        required
        type="email"
        autoComplete="email"
        spellCheck={false}
        dir="ltr"
        {...fieldProps('email')}
      />
      <TextField label={t('form.phone')} required type="tel" autoComplete="tel" dir="ltr" {...fieldProps('phone')} />
      <SelectField label={t('form.years')} required options={years} {...fieldProps('years')} />
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
  const t = applicationFormMessages.useT();
  return (
    <>
      <TextField
        label={t('form.resumeLink')}
        hint={t('form.resumeLinkHint')}
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        placeholder="https://"
        dir="ltr"
        {...fieldProps('resumeLink', { deps: ['resumeFile'] })}
      />
      <TextField
        label={t('form.portfolioLink')}
        optional
        type="url"
        inputMode="url"
        spellCheck={false}
        placeholder="https://"
        dir="ltr"
        {...fieldProps('portfolioLink')}
      />
      <TextField
        label={t('form.referredBy')}
        hint={t('form.referredByHint')}
        optional
        type="text"
        autoComplete="off"
        dir="auto"
        {...fieldProps('referredBy')}
      />
      <TextareaField
        label={t('form.coverLetter')}
        required
        hint={t('form.coverLetterHint', { min: COVER_LETTER_MIN, count: coverLetter.trim().length })}
        rows={8}
        dir="auto"
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
  const t = applicationFormMessages.useT();
  const localePath = useLocalePath();
  return (
    <CheckboxField
      id={`${idPrefix}-agree`}
      aria-required="true"
      error={errors.agree?.message}
      {...register('agree')}
      label={
        <>
          {messageWith(t, 'form.consent', {
            policy: (
              // A new tab, so reading the policy never costs the candidate the form.
              <a href={localePath('/privacy-policy')} target="_blank" rel="noopener">
                {t('form.privacyPolicy')}
                <span className="visually-hidden">{t('form.newTab')}</span>
              </a>
            ),
          })}
          <RequiredMark />
        </>
      }
    />
  );
}
