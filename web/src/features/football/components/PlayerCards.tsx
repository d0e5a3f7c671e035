import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { playerHref } from '@fj/shared';
import { Img } from '../../../components/Img';
import { useEnumLabel } from '../../../lib/enum-labels';
import type { PlayerCard } from '../api/types';
import { photoUrl } from '../lib/photo-url';

/** A strip or grid of player cards (related players, squads, search results). */
export function PlayerCards({ players, linkTo, testId }: { players: readonly PlayerCard[]; linkTo?: (player: PlayerCard) => string; testId?: string }) {
  const { t } = useTranslation();
  const label = useEnumLabel();
  return (
    <ul className="player-cards" data-testid={testId}>
      {players.map((player) => (
        <li key={player.id} className="player-card" data-testid="player-card">
          <Link to={linkTo ? linkTo(player) : playerHref(player.slug)} className="player-card__link">
            <span className="player-card__portrait">
              <Img src={photoUrl(player.playerThumb)} alt="" width={64} height={64} fallback="profile" className="player-card__photo" />
              {player.shirtNumber ? (
                <span className="player-card__number" title={t('football.club.shirtNumber', { number: player.shirtNumber })}>
                  <span aria-hidden="true">{player.shirtNumber}</span>
                  <span className="visually-hidden">{t('football.club.shirtNumber', { number: player.shirtNumber })}</span>
                </span>
              ) : null}
            </span>
            <span className="player-card__name" data-i18n-skip>{player.name}</span>
          </Link>
          <span className="player-card__meta">
            {[label('positions', player.positionCode), label('countries', player.nationality), player.age !== null ? t('football.ageYears', { age: player.age }) : '']
              .filter(Boolean).join(' · ')}
          </span>
          {player.clubName ? <span className="player-card__club" data-i18n-skip>{player.clubName}</span> : null}
          {!player.published ? <span className="badge">{t('football.unpublished')}</span> : null}
        </li>
      ))}
    </ul>
  );
}
