import { clsx } from 'shared-ui';
import { contactMessages } from '../../../messages';
import { WIZARD_STEPS, type WizardStep } from '../wizard-constants';
import styles from './contact-wizard.module.css';

/** The wizard's progress indicator: 1 Personal, 2 Details, 3 Done. */
export function StepProgress({ current }: { current: WizardStep }) {
  const t = contactMessages.useT();
  const currentIndex = WIZARD_STEPS.indexOf(current);
  return (
    <ol className={styles.progress} aria-label={t('wizard.progress')}>
      {WIZARD_STEPS.map((step, index) => {
        const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
        return (
          <li
            key={step}
            className={clsx(styles.progressStep, styles[state])}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.progressNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span className="visually-hidden">{t('wizard.stepNumber', { number: index + 1 })}</span>
            {t(`step.${step}`)}
            {state === 'done' && <span className="visually-hidden">{t('wizard.stepCompleted')}</span>}
          </li>
        );
      })}
    </ol>
  );
}
