import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StepIndicator } from './StepIndicator';
import { PROFILE_STEP_KEYS } from './profile-step-keys';

/** The card of one profile step: its root hook `signup-step-<n>`, the indicator, title and lead. */
export function ProfileStepFrame({ step, children }: { step: number; children: ReactNode }) {
  const { t } = useTranslation();
  const key = PROFILE_STEP_KEYS[step];
  return (
    <div className="signup-step" data-testid={`signup-step-${step}`}>
      <StepIndicator step={step} />
      <h1>{t(`signup.${key}.title`)}</h1>
      <p className="lead">{t(`signup.${key}.lead`)}</p>
      {children}
    </div>
  );
}
