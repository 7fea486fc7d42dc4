import type { ContactEnquiry } from 'contracts';
import { DEFAULT_LOCALE } from 'contracts/languages';
import { useState } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { fieldErrorsOf, toast, useLocale } from 'shared-ui';
import { applyServerErrors, focusFirstInvalid } from 'shared-ui/forms';
import { contactMessages } from '../../messages';
import { useSendEnquiry } from './api/send-enquiry';
import { clearEnquiryDraft } from './enquiry-draft';
import { enquiryErrorMessage, enquiryFailure } from './enquiry-error-message';
import { type ContactFormField, type ContactFormValues, EMPTY_FORM, FORM_FIELDS, isPersonalField } from './form-values';
import type { SecurityCheck } from './use-security-check';
import type { useTimeouts } from './use-timeouts';
import type { useWizardSteps } from './use-wizard-steps';
import { HONEYPOT_DELAY_MS, SUCCESS_RESET_MS } from './wizard-constants';

interface EnquirySubmissionOptions {
  form: UseFormReturn<ContactFormValues, unknown, ContactEnquiry>;
  steps: ReturnType<typeof useWizardSteps>;
  security: SecurityCheck;
  timeouts: ReturnType<typeof useTimeouts>;
}

/** Sending a checked enquiry, the honeypot's pretended success, and what the visitor sees after either or a refusal. */
export function useEnquirySubmission({ form, steps, security, timeouts }: EnquirySubmissionOptions) {
  const [honeypotPending, setHoneypotPending] = useState(false);
  const enquiry = useSendEnquiry();
  const t = contactMessages.useT();
  const locale = useLocale();
  const { step, goTo } = steps;
  const showSentToast = () => toast({ title: t('toast.sentTitle'), description: t('toast.sentText') });

  function resetWizard() {
    timeouts.clearAll();
    clearEnquiryDraft();
    form.reset(EMPTY_FORM);
    security.renew();
    enquiry.reset();
    setHoneypotPending(false);
    goTo('personal');
  }

  /** Step 1's optional fields are not checked by Continue: an error there takes the visitor back to it. */
  function focusField(field: ContactFormField) {
    if (isPersonalField(field) && step !== 'personal') goTo('personal', field);
    else form.setFocus(field);
  }

  function submitEnquiry(values: ContactEnquiry) {
    if (values.botcheck !== '') {
      // honeypot filled — pretend success after 1 s and send nothing
      setHoneypotPending(true);
      timeouts.schedule(() => {
        showSentToast();
        resetWizard();
      }, HONEYPOT_DELAY_MS);
      return;
    }
    enquiry.mutate(values, {
      onSuccess: () => {
        clearEnquiryDraft();
        showSentToast();
        goTo('success');
        timeouts.schedule(resetWizard, SUCCESS_RESET_MS);
      },
      onError: (error) => {
        applyServerErrors(form, fieldErrorsOf(error), FORM_FIELDS, focusField);
        // English shows the API's own sentence (see enquiryErrorMessage); the API writes no other language.
        const description = locale === DEFAULT_LOCALE ? enquiryErrorMessage(error) : t(`error.${enquiryFailure(error)}`);
        toast({ title: t('toast.errorTitle'), description, variant: 'destructive' });
      },
    });
  }

  return {
    sending: enquiry.isPending || honeypotPending,
    submitEnquiry,
    focusInvalidField: (errors: FieldErrors<ContactFormValues>) => focusFirstInvalid(form, errors, FORM_FIELDS, focusField),
  };
}
