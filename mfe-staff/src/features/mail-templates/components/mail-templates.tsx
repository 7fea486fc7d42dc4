import { zodResolver } from '@hookform/resolvers/zod';
import type { Locale } from 'contracts/languages';
import { LOCALE_NAMES } from 'contracts/languages';
import {
  CANDIDATE_MAIL_KINDS,
  CANDIDATE_MAIL_PLACEHOLDERS,
  type CandidateMailKind,
  type CandidateMailTemplate,
  type CandidateMailTemplateInput,
  candidateMailTemplateInputSchema,
  fillPlaceholders,
  type PlaceholderValues,
} from 'contracts/staff';
import { useId, useState } from 'react';
import { type FieldPath, type UseFormReturn, useForm } from 'react-hook-form';
import { Button, fieldErrorsOf } from 'shared-ui';
import { applyServerErrors, SelectField, TextareaField, TextField } from 'shared-ui/forms';
import { ConfirmButton } from '../../../components/confirm-button';
import messages from '../../../components/messages.module.css';
import { RecordScreen, Screen } from '../../../components/screen';
import { errorMessage, isSignedOutError } from '../../../lib/api';
import { formatDateTime, MAIL_KIND_LABELS } from '../../../lib/format';
import { useMailTemplates, useResetMailTemplate, useSaveMailTemplate } from '../api/candidate-mail-templates';
import styles from './mail-templates.module.css';

/** What the preview puts in the placeholders, in each language. */
export const SAMPLE_VALUES: Record<Locale, Required<PlaceholderValues>> = {
  en: {
    candidateName: 'Layla Haddad',
    jobTitle: 'Senior Cybersecurity Analyst',
    interviewer: 'Sara Ahmed and Omar Saleh',
    slot: 'Tuesday 2 December 2026, 10:00–11:00 (Asia/Qatar)',
    schedulingLink: 'https://example.com/interviews/sample',
  },
  ar: {
    candidateName: 'ليلى حداد',
    jobTitle: 'محلل أمن سيبراني أول',
    interviewer: 'سارة أحمد وعمر صالح',
    slot: 'الثلاثاء 2 ديسمبر 2026، 10:00–11:00 (توقيت قطر)',
    schedulingLink: 'https://example.com/interviews/sample',
  },
};
const LOCALES: readonly Locale[] = ['en', 'ar'];
const FIELD_ORDER: FieldPath<CandidateMailTemplateInput>[] = ['en.subject', 'en.body', 'ar.subject', 'ar.body'];
const KIND_OPTIONS = CANDIDATE_MAIL_KINDS.map((value) => ({ value, label: MAIL_KIND_LABELS[value] }));
const PLACEHOLDER_LIST = CANDIDATE_MAIL_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ');

/** /staff/mail-templates: admins word each kind of candidate mail, both languages side by side, with a preview. */
export function MailTemplates() {
  const templates = useMailTemplates();
  const [kind, setKind] = useState<CandidateMailKind>('acknowledgement');
  const id = useId();
  return (
    <RecordScreen record={templates} loading="Loading the templates…" title="Mail templates">
      {({ items }) => {
        const template = items.find((item) => item.kind === kind);
        return (
          <Screen
            title="Mail templates"
            intro={`The mails recruiters send candidates, in English and Arabic. Placeholders: ${PLACEHOLDER_LIST}.`}
          >
            <SelectField
              id={`${id}-kind`}
              label="Template"
              options={KIND_OPTIONS}
              value={kind}
              onChange={(event) => setKind(event.target.value as CandidateMailKind)}
            />
            {template && <TemplateEditor key={`${kind}:${template.updatedAt ?? 'default'}`} template={template} />}
          </Screen>
        );
      }}
    </RecordScreen>
  );
}

function TemplateEditor({ template }: { template: CandidateMailTemplate }) {
  const save = useSaveMailTemplate(template.kind);
  const reset = useResetMailTemplate(template.kind);
  const form = useForm<CandidateMailTemplateInput>({
    defaultValues: { en: template.en, ar: template.ar },
    resolver: zodResolver(candidateMailTemplateInputSchema),
  });
  const submit = form.handleSubmit((wording) =>
    save.mutate(wording, {
      onError: (error) => {
        if (!isSignedOutError(error)) applyServerErrors(form, fieldErrorsOf(error), FIELD_ORDER);
      },
    }),
  );
  const failure = [save, reset].find((mutation) => mutation.isError && !isSignedOutError(mutation.error));
  return (
    <form noValidate onSubmit={submit} aria-label={`${MAIL_KIND_LABELS[template.kind]} template`}>
      <p>
        {template.edited && template.updatedAt
          ? `Edited by ${template.updatedBy?.name || template.updatedBy?.email} on ${formatDateTime(template.updatedAt)}.`
          : 'The default wording.'}
      </p>
      <div className={styles.languages}>
        {LOCALES.map((locale) => (
          <LanguageColumn key={locale} locale={locale} form={form} />
        ))}
      </div>
      {failure && (
        <p role="alert" className={messages.failure}>
          {errorMessage(failure.error)}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          Save template
        </Button>
        {template.edited && (
          <ConfirmButton
            label="Reset to default"
            title="Put the default wording back?"
            variant="secondary"
            disabled={reset.isPending}
            onConfirm={() => reset.mutate()}
          >
            The edited wording of both languages is replaced by the default.
          </ConfirmButton>
        )}
      </div>
    </form>
  );
}

/** One language's subject and text, and the mail as a candidate would read it with sample values. */
function LanguageColumn({ locale, form }: { locale: Locale; form: UseFormReturn<CandidateMailTemplateInput> }) {
  const id = useId();
  const { errors } = form.formState;
  const wording = form.watch(locale);
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const preview = (text: string) => {
    const filled = fillPlaceholders(text, SAMPLE_VALUES[locale]);
    return 'text' in filled ? filled.text : text;
  };
  return (
    <fieldset className={styles.language}>
      <legend>{LOCALE_NAMES[locale]}</legend>
      <TextField
        id={`${id}-subject`}
        label="Subject"
        lang={locale}
        dir={dir}
        error={errors[locale]?.subject?.message}
        {...form.register(`${locale}.subject`)}
      />
      <TextareaField
        id={`${id}-body`}
        label="Text"
        rows={10}
        lang={locale}
        dir={dir}
        error={errors[locale]?.body?.message}
        {...form.register(`${locale}.body`)}
      />
      <section aria-label={`Preview in ${LOCALE_NAMES[locale]}`} className={styles.preview} lang={locale} dir={dir}>
        <p className={styles.previewSubject}>{preview(wording.subject)}</p>
        <p className={styles.previewText}>{preview(wording.body)}</p>
      </section>
    </fieldset>
  );
}
