import { useTranslation } from 'react-i18next';
import type { CompetitionZone, FormResult } from '@fj/shared';
import { zoneRange } from '../lib/zones';

const RESULTS: readonly FormResult['result'][] = ['W', 'D', 'L'];

/** The key under a league table: each zone's colour, positions and name, and (with the form column) W/D/L. */
export function ZoneLegend({ zones, withForm }: { zones: readonly CompetitionZone[]; withForm?: boolean }) {
  const { t } = useTranslation();
  if (zones.length === 0 && !withForm) return null;
  return (
    <section className="table-legend" aria-label={t('football.table.legend')} data-testid="table-legend">
      <ul className="table-legend__list">
        {zones.map((zone) => (
          <li key={`${zone.kind}-${zone.from}`} className="table-legend__item" data-testid="legend-zone">
            <span className={`zone-mark zone-mark--${zone.kind}`} aria-hidden="true" />
            <span>{`${zoneRange(zone)} · ${t(`football.table.zone.${zone.kind}`)}`}</span>
          </li>
        ))}
        {withForm
          ? RESULTS.map((result) => (
              <li key={result} className="table-legend__item">
                <span className={`form-pill form-pill--${result}`} aria-hidden="true">{t(`football.table.resultShort.${result}`)}</span>
                <span>{t(`football.table.result.${result}`)}</span>
              </li>
            ))
          : null}
      </ul>
      {withForm ? <p className="table-legend__hint">{t('football.table.formHint')}</p> : null}
    </section>
  );
}
