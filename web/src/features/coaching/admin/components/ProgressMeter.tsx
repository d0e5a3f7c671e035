import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format-money';

/** A learner's progress as a bar and a figure (the bar is decorative; the figure is what is read out). */
export function ProgressMeter({ percent }: { percent: number }) {
  const { t, i18n } = useTranslation();
  const clamped = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="coaching-admin__progress" data-testid="learner-progress">
      <span className="coaching-admin__progress-bar" aria-hidden="true">
        <span style={{ inlineSize: `${clamped}%` }} />
      </span>
      <span className="admin-nowrap">{t('coachingAdmin.learners.percent', { value: formatNumber(clamped, i18n.language, 0) })}</span>
    </div>
  );
}
