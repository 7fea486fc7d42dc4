import { clsx } from 'clsx';
import { WIZARD_STEPS, type WizardStep } from '../wizard-constants';
import styles from './contact-wizard.module.css';

/** spec §2: progress indicator 1 Personal, 2 Details, 3 Done. */
export function StepProgress({ current }: { current: WizardStep }) {
  const currentIndex = WIZARD_STEPS.findIndex((step) => step.id === current);
  return (
    <ol className={styles.progress} aria-label="Enquiry progress">
      {WIZARD_STEPS.map((step, index) => {
        const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
        return (
          <li
            key={step.id}
            className={clsx(styles.progressStep, styles[state])}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.progressNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span className="visually-hidden">{`Step ${index + 1}: `}</span>
            {step.label}
            {state === 'done' && <span className="visually-hidden"> (completed)</span>}
          </li>
        );
      })}
    </ol>
  );
}
