import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContactFormField } from './form-values';
import type { WizardStep } from './wizard-constants';

type FocusTarget = ContactFormField | 'heading';

/** The wizard's step, and where focus goes once a new step is on screen: its heading, or a field of it. */
export function useWizardSteps(setFocus: (field: ContactFormField) => void) {
  const [step, setStep] = useState<WizardStep>('personal');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterStepChange = useRef<FocusTarget | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each step change, once the new step's elements exist
  useEffect(() => {
    const target = focusAfterStepChange.current;
    focusAfterStepChange.current = null;
    if (target === 'heading') headingRef.current?.focus();
    else if (target) setFocus(target);
  }, [step, setFocus]);

  /** `focusTarget` null leaves focus where it is (a restored draft's step: nothing was asked of the visitor). */
  const goTo = useCallback((next: WizardStep, focusTarget: FocusTarget | null = 'heading') => {
    focusAfterStepChange.current = focusTarget;
    setStep(next);
  }, []);

  return { step, goTo, headingRef };
}
