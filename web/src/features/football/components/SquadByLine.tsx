import { useTranslation } from 'react-i18next';
import type { Club } from '../api/types';
import { PlayerCards } from './PlayerCards';

/** The club's squad under one heading per line (goalkeepers, defenders, midfielders, forwards), shirt numbers shown. */
export function SquadByLine({ squad }: { squad: Club['squad'] }) {
  const { t } = useTranslation();
  if (squad.length === 0) return <p className="muted">{t('common.noData')}</p>;
  return (
    <div className="squad-lines" data-testid="club-squad">
      {squad.map((line) => (
        <section key={line.group ?? 'other'} className="squad-line" data-testid="squad-line" data-group={line.group ?? 'other'}>
          <h3>{t(`football.club.line.${line.group ?? 'other'}`)}</h3>
          <PlayerCards players={line.players} />
        </section>
      ))}
    </div>
  );
}
