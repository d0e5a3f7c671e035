import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface SeasonSelectProps {
  seasons: readonly string[];
  value: string | undefined;
  previous?: string;
  onChange: (season: string) => void;
}

/** §2/§4 season dropdown; the previous choice is offered as a one-click way back. */
export function SeasonSelect({ seasons, value, previous, onChange }: SeasonSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  if (seasons.length === 0) return null;
  return (
    <div className="season-select">
      <label htmlFor={id}>{t('football.season')}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)} data-testid="season-select">
        {seasons.map((season) => (
          <option key={season} value={season}>
            {season}
          </option>
        ))}
      </select>
      {previous && previous !== value ? (
        <button type="button" className="button button--ghost button--small" onClick={() => onChange(previous)} data-testid="previous-season">
          {t('football.previousSeason', { season: previous })}
        </button>
      ) : null}
    </div>
  );
}
