import { useTranslation } from 'react-i18next';

interface StepActionsProps {
  onSkip: () => void;
  busy?: boolean;
  /** The main button's text; "Save and continue" by default. */
  saveLabel?: string;
  /** Submit the surrounding form (default), or run `onSave` for steps without a form of their own. */
  onSave?: () => void;
}

/** "Save and continue" and "Skip for now" at the foot of each profile step. */
export function StepActions({ onSkip, busy, saveLabel, onSave }: StepActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="form__full form__row form__row--between step-actions">
      <button type="button" className="button button--ghost" onClick={onSkip} disabled={busy} data-testid="step-skip">
        {t('signup.steps.skip')}
      </button>
      <button
        type={onSave ? 'button' : 'submit'}
        className="button"
        onClick={onSave}
        disabled={busy}
        data-testid="step-save"
      >
        {busy ? t('signup.steps.saving') : (saveLabel ?? t('signup.steps.save'))}
      </button>
    </div>
  );
}
