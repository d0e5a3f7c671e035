import { useTranslation } from 'react-i18next';
import type { PipelineView } from '../api/types';

/** Board or list: the choice is in the URL (`?view=`) and remembered on this device for the next visit. */
export function ViewToggle({ view, onChange }: { view: PipelineView; onChange: (view: PipelineView) => void }) {
  const { t } = useTranslation();
  return (
    <div className="view-toggle" role="group" aria-label={t('employer.pipeline.board.view')}>
      {(['board', 'list'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className={`view-toggle__option${view === option ? ' view-toggle__option--on' : ''}`}
          aria-pressed={view === option}
          onClick={() => onChange(option)}
          data-testid={`view-${option}`}
        >
          {t(`employer.pipeline.board.views.${option}`)}
        </button>
      ))}
    </div>
  );
}
