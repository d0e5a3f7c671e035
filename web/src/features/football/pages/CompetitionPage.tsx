import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/hooks/useDocumentTitle';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../../components/PageLoading';
import { useCompetitionTable } from '../api/competitions';
import { FootballNotFound } from '../components/FootballNotFound';
import { LeagueTable } from '../components/LeagueTable';
import { MatchList } from '../components/MatchList';
import { SeasonSelect } from '../components/SeasonSelect';
import '../football.css';

/** `/competition/{slug}?season=` (designed): the league table with its adjustments and the results by round. */
export function CompetitionPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const season = params.get('season') ?? undefined;
  const { data, isPending, error } = useCompetitionTable(slug, season);
  useDocumentTitle(data ? `${data.competition.name} ${data.season}` : undefined);
  const [round, setRound] = useState<string | null>(null);
  if (isPending) return <PageLoading />;
  if (error || !data) {
    return <FootballNotFound testId="competition-not-found" message={t('football.competition.notFound')} />;
  }
  const played = data.rounds.filter((entry) => entry.matches.some((match) => match.ft));
  const shownRound = data.rounds.find((entry) => entry.round === round) ?? played[played.length - 1] ?? data.rounds[0];
  return (
    <article className="football-page" data-testid="competition-page">
      <header className="football-page__header">
        <h1>{`${data.competition.name} ${data.season}`}</h1>
        <SeasonSelect seasons={data.seasons} value={data.season} onChange={(next) => { setRound(null); setParams({ season: next }); }} />
      </header>
      <div className="football-grid">
        <div className="football-grid__main">
          <LeagueTable rows={data.table} caption={t('football.competition.table')} zones={data.competition.zones} />
          {data.adjustments.length ? (
            <ul className="muted football-notes" data-testid="adjustments">
              {data.adjustments.map((adjustment) => (
                <li key={adjustment.id}>* {t('football.competition.adjustment', { club: adjustment.clubName, points: adjustment.points, reason: adjustment.reason })}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <aside className="football-grid__side">
          <h2>{t('football.competition.results')}</h2>
          <label className="field">
            <span className="field__label">{t('football.competition.round')}</span>
            <select className="field__input" value={shownRound?.round ?? ''} onChange={(event) => setRound(event.target.value)} data-testid="round-select">
              {data.rounds.map((entry) => <option key={entry.round} value={entry.round}>{entry.round}</option>)}
            </select>
          </label>
          <MatchList matches={shownRound?.matches} shortNames testId="round-matches" />
        </aside>
      </div>
    </article>
  );
}
