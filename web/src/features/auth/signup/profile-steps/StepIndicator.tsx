import { useTranslation } from 'react-i18next';
import { PROFILE_FLOW_STEPS, profileStepPosition } from '../signup-flow';
import { PROFILE_STEP_KEYS } from './profile-step-keys';

/** "Step 2 of 6" and the names of the profile steps, the current one marked for assistive technology too. */
export function StepIndicator({ step }: { step: number }) {
  const { t } = useTranslation();
  const { position, total } = profileStepPosition(step);
  return (
    <nav className="step-indicator" aria-label={t('signup.steps.progress')}>
      <p className="step-indicator__count" data-testid="step-indicator">
        {t('signup.steps.indicator', { position, total })}
      </p>
      <ol className="step-indicator__list">
        {PROFILE_FLOW_STEPS.map((entry, index) => (
          <li
            key={entry}
            className={`step-indicator__item${entry === step ? ' step-indicator__item--current' : ''}${index < position - 1 ? ' step-indicator__item--done' : ''}`}
            aria-current={entry === step ? 'step' : undefined}
          >
            {t(`signup.steps.names.${PROFILE_STEP_KEYS[entry]}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
