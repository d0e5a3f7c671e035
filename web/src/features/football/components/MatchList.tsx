import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { clubHref, type MatchClub, type MatchItem } from '@fj/shared';
import { Img } from '../../../components/Img';
import { useFormatDate } from '../../../lib/format-date';
import type { PlayerMatch } from '../api/types';
import { photoUrl } from '../lib/photo-url';

interface MatchListProps {
  matches: readonly (MatchItem | PlayerMatch)[] | undefined;
  loading?: boolean;
  showCompetition?: boolean;
  /** Narrow columns show the clubs' short names (the full name is the tooltip). */
  shortNames?: boolean;
  testId?: string;
}

function ClubSide({ club, side, shortNames }: { club: MatchClub; side: 'home' | 'away'; shortNames?: boolean }) {
  const shown = shortNames && club.shortName ? club.shortName : club.name;
  return (
    <Link className={`match-row__club match-row__club--${side}`} to={clubHref(club.slug)} title={club.name}>
      {club.logo !== undefined ? <Img src={photoUrl(club.logo)} alt="" width={20} height={24} fallback="logo" className="match-row__crest" /> : null}
      <span className="match-row__name">{shown}</span>
    </Link>
  );
}

/**
 * Results and fixtures, one line each: the date (and competition) above; home club, score (or kick-off) in the
 * middle, away club. A name too long for its half ends in an ellipsis (the full name is the tooltip), so a line never
 * breaks over three lines. With the player's line when it is his match.
 */
export function MatchList({ matches, loading, showCompetition, shortNames, testId }: MatchListProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  if (loading) return <p className="muted">{t('common.loading')}</p>;
  if (!matches || matches.length === 0) return <p className="muted">{t('common.noData')}</p>;
  return (
    <ul className="match-list" data-testid={testId} data-i18n-skip>
      {matches.map((match) => (
        <li key={match.id} className="match-row" data-testid="match-row">
          <span className="match-row__meta">
            {formatDate(match.date)}
            {showCompetition && match.competition ? ` · ${match.competition.name}` : null}
          </span>
          <ClubSide club={match.home} side="home" shortNames={shortNames} />
          {match.ft ? (
            <span className="match-row__score">
              <span className="match-row__digits" aria-hidden="true"><span>{match.ft[0]}</span><span>–</span><span>{match.ft[1]}</span></span>
              <span className="visually-hidden">{t('football.match.score', { home: match.home.name, homeGoals: match.ft[0], away: match.away.name, awayGoals: match.ft[1] })}</span>
            </span>
          ) : (
            <span className="match-row__score match-row__score--fixture">{match.time || t('football.match.tbc')}</span>
          )}
          <ClubSide club={match.away} side="away" shortNames={shortNames} />
          {'player' in match ? (
            <span className="match-row__line">
              {t('football.match.line', { minutes: match.player.minutes, goals: match.player.goals, assists: match.player.assists })}
              {match.player.rating !== null ? ` · ${t('football.match.rating', { rating: match.player.rating.toFixed(1) })}` : ''}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
