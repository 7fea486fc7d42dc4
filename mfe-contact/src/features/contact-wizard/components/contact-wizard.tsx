import type { ContactEnquiry } from 'contracts';
import { DEFAULT_LOCALE } from 'contracts/locale-constants';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type FieldErrors, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { fieldErrorsOf, toast, useLocale } from 'shared-ui';
import { applyServerErrors, focusFirstInvalid } from 'shared-ui/forms';
import { loadSchemas } from '../../../lib/load-schemas';
import { contactMessages } from '../../../messages';
import { useSendEnquiry } from '../api/send-enquiry';
import { enquiryErrorMessage, enquiryFailure } from '../enquiry-error-message';
import {
  CONTINUE_FIELDS,
  type ContactFormField,
  type ContactFormValues,
  EMPTY_FORM,
  FORM_FIELDS,
  isPersonalField,
} from '../form-values';
import type { RandomSource } from '../security-problem';
import { useSecurityCheck } from '../use-security-check';
import { useTimeouts } from '../use-timeouts';
import { HONEYPOT_DELAY_MS, SCROLL_TO_FORM_DELAY_MS, SUCCESS_RESET_MS, type WizardStep } from '../wizard-constants';
import styles from './contact-wizard.module.css';
import { DetailsStep } from './details-step';
import { PersonalStep } from './personal-step';
import { StepProgress } from './step-progress';
import { SuccessMessage } from './success-message';

type EnquiryResolver = Resolver<ContactFormValues, unknown, ContactEnquiry>;
let loadedResolver: EnquiryResolver | undefined;

/** The schema's resolver, loaded apart so zod is not part of the page's first JavaScript. */
async function loadEnquiryResolver(): Promise<EnquiryResolver> {
  loadedResolver ??= (await loadSchemas()).enquiryResolver as unknown as EnquiryResolver;
  return loadedResolver;
}

// The fields hold '' and false until the visitor chooses; the schema refuses those with the spec's messages.
const enquiryResolver: EnquiryResolver = async (values, context, options) =>
  (loadedResolver ?? (await loadEnquiryResolver()))(values, context, options);

interface ContactWizardProps {
  /** The security check's random source; tests inject a fixed sequence. */
  random?: RandomSource;
}

/** spec §2, §4: the three-step enquiry form (Personal, Details, Done). */
export function ContactWizard({ random = Math.random }: ContactWizardProps) {
  const [step, setStep] = useState<WizardStep>('personal');
  const [honeypotPending, setHoneypotPending] = useState(false);
  const form = useForm<ContactFormValues, unknown, ContactEnquiry>({
    mode: 'onChange', // spec §5: validated on every change
    defaultValues: EMPTY_FORM,
    resolver: enquiryResolver,
    shouldFocusError: false, // focusInvalidField follows the order on screen, across both steps
  });
  const security = useSecurityCheck(random);
  const enquiry = useSendEnquiry();
  const timeouts = useTimeouts();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterStepChange = useRef<ContactFormField | 'heading' | null>(null);
  const sending = enquiry.isPending || honeypotPending;
  const { setFocus } = form;
  const t = contactMessages.useT();
  const locale = useLocale();
  const showSentToast = () => toast({ title: t('toast.sentTitle'), description: t('toast.sentText') });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each step change, once the new step's elements exist
  useEffect(() => {
    const target = focusAfterStepChange.current;
    focusAfterStepChange.current = null;
    if (target === 'heading') headingRef.current?.focus();
    else if (target) setFocus(target);
  }, [step, setFocus]);

  function goTo(next: WizardStep, focusTarget: ContactFormField | 'heading' = 'heading') {
    focusAfterStepChange.current = focusTarget;
    setStep(next);
  }

  function resetWizard() {
    timeouts.clearAll();
    form.reset(EMPTY_FORM);
    security.renew();
    enquiry.reset();
    setHoneypotPending(false);
    goTo('personal');
  }

  async function continueToDetails() {
    const valid = await form.trigger(CONTINUE_FIELDS, { shouldFocus: true });
    if (!valid) return;
    goTo('details');
    timeouts.schedule(() => {
      const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      formRef.current?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    }, SCROLL_TO_FORM_DELAY_MS);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step === 'personal') {
      void continueToDetails();
      return;
    }
    if (step !== 'details' || sending) return;
    if (!security.verified) {
      toast({ title: t('toast.verifyTitle'), description: t('toast.verifyText'), variant: 'destructive' });
      return;
    }
    void form.handleSubmit(submitEnquiry, focusInvalidField)(event);
  }

  function submitEnquiry(values: ContactEnquiry) {
    if (values.botcheck !== '') {
      // spec §4: honeypot filled — pretend success after 1 s and send nothing
      setHoneypotPending(true);
      timeouts.schedule(() => {
        showSentToast();
        resetWizard();
      }, HONEYPOT_DELAY_MS);
      return;
    }
    enquiry.mutate(values, {
      onSuccess: () => {
        showSentToast();
        goTo('success');
        timeouts.schedule(resetWizard, SUCCESS_RESET_MS);
      },
      onError: (error) => {
        applyServerErrors(form, fieldErrorsOf(error), FORM_FIELDS, focusField);
        // English words the failure as spec §8 does, with the API's own sentence; the API writes no other language.
        const description = locale === DEFAULT_LOCALE ? enquiryErrorMessage(error) : t(`error.${enquiryFailure(error)}`);
        toast({ title: t('toast.errorTitle'), description, variant: 'destructive' });
      },
    });
  }

  /** Step 1's optional fields are not checked by Continue: an error there takes the visitor back to it. */
  function focusField(field: ContactFormField) {
    if (isPersonalField(field) && step !== 'personal') goTo('personal', field);
    else setFocus(field);
  }

  const focusInvalidField = (errors: FieldErrors<ContactFormValues>) => focusFirstInvalid(form, errors, FORM_FIELDS, focusField);

  return (
    <div className={styles.wizard}>
      <StepProgress current={step} />
      <div>
        {step !== 'success' && (
          <FormProvider {...form}>
            <form
              ref={formRef}
              noValidate
              aria-label={t('wizard.label')}
              onSubmit={handleSubmit}
              // The checks load when the visitor turns to the form, not with the page.
              onFocus={() => void loadEnquiryResolver()}
              className={styles.form}
            >
              <p className={styles.requiredNote}>{t('wizard.requiredNote')}</p>
              {step === 'personal' && <PersonalStep headingRef={headingRef} />}
              {step === 'details' && (
                <DetailsStep headingRef={headingRef} security={security} sending={sending} onBack={() => goTo('personal')} />
              )}
            </form>
          </FormProvider>
        )}
        {/* Present from the start, so the success is announced when it fills. */}
        <div role="status">{step === 'success' && <SuccessMessage headingRef={headingRef} />}</div>
      </div>
    </div>
  );
}
