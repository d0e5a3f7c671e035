import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { clubHref, type MatchItem } from '@fj/shared';
import { useFormatDate } from '../../../lib/format-date';
import type { PlayerMatch } from '../api/types';

interface MatchListProps {
  matches: readonly (MatchItem | PlayerMatch)[] | undefined;
  loading?: boolean;
  showCompetition?: boolean;
  testId?: string;
}

/** Results and fixtures: date, home, score (or kick-off), away; with the player's line when it is his match. */
export function MatchList({ matches, loading, showCompetition, testId }: MatchListProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  if (loading) return <p className="muted">{t('common.loading')}</p>;
  if (!matches || matches.length === 0) return <p className="muted">{t('common.noData')}</p>;
  return (
    <ul className="match-list" data-testid={testId} data-i18n-skip>
      {matches.map((match) => (
        <li key={match.id} className="match-list__item">
          <span className="match-list__date">
            {formatDate(match.date)}
            {showCompetition && match.competition ? <small> · {match.competition.name}</small> : null}
          </span>
          <Link className="match-list__home" to={clubHref(match.home.slug)}>{match.home.name}</Link>
          <span className="match-list__score">{match.ft ? `${match.ft[0]} – ${match.ft[1]}` : match.time || t('football.match.tbc')}</span>
          <Link className="match-list__away" to={clubHref(match.away.slug)}>{match.away.name}</Link>
          {'player' in match ? (
            <span className="match-list__line">
              {t('football.match.line', { minutes: match.player.minutes, goals: match.player.goals, assists: match.player.assists })}
              {match.player.rating !== null ? ` · ${t('football.match.rating', { rating: match.player.rating.toFixed(1) })}` : ''}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
