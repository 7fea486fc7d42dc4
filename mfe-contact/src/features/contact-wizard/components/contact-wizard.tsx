import type { ContactEnquiry } from 'contracts';
import { type FormEvent, useRef } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'shared-ui';
import { loadSchemas } from '../../../lib/load-schemas';
import { contactMessages } from '../../../messages';
import { useEnquiryDraft } from '../enquiry-draft';
import { CONTINUE_FIELDS, type ContactFormValues, EMPTY_FORM } from '../form-values';
import type { RandomSource } from '../security-problem';
import { useEnquirySubmission } from '../use-enquiry-submission';
import { useSecurityCheck } from '../use-security-check';
import { useTimeouts } from '../use-timeouts';
import { useWizardSteps } from '../use-wizard-steps';
import { SCROLL_TO_FORM_DELAY_MS } from '../wizard-constants';
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

/** The three-step enquiry form (Personal, Details, Done). */
export function ContactWizard({ random = Math.random }: ContactWizardProps) {
  const form = useForm<ContactFormValues, unknown, ContactEnquiry>({
    mode: 'onChange', // validated on every change
    defaultValues: EMPTY_FORM,
    resolver: enquiryResolver,
    shouldFocusError: false, // focusInvalidField follows the order on screen, across both steps
  });
  const steps = useWizardSteps(form.setFocus);
  const { step, goTo, headingRef } = steps;
  useEnquiryDraft(form, steps);
  const security = useSecurityCheck(random);
  const timeouts = useTimeouts();
  const { sending, submitEnquiry, focusInvalidField } = useEnquirySubmission({ form, steps, security, timeouts });
  const formRef = useRef<HTMLFormElement>(null);
  const t = contactMessages.useT();

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
