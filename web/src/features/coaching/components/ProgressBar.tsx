import { useTranslation } from 'react-i18next';

/** A course's progress: a bar and the percentage in words (announced as a progress bar). */
export function ProgressBar({ percent, testId = 'coaching-progress' }: { percent: number; testId?: string }) {
  const { t } = useTranslation();
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const label = t('coaching.progress.percent', { percent: value });
  return (
    <div className="coaching-progress" data-testid={testId}>
      <div className="coaching-progress__track" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-label={label}>
        <div className="coaching-progress__fill" style={{ inlineSize: `${value}%` }} />
      </div>
      <span className="coaching-progress__label">{label}</span>
    </div>
  );
}
