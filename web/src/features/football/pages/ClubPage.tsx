import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/hooks/useDocumentTitle';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../../components/PageLoading';
import { useClub } from '../api/clubs-staff';
import { ClubHero } from '../components/ClubHero';
import { FootballNotFound } from '../components/FootballNotFound';
import { LeagueTableSection } from '../components/LeagueTableSection';
import { MatchList } from '../components/MatchList';
import { SeasonSelect } from '../components/SeasonSelect';
import { SquadByLine } from '../components/SquadByLine';
import '../football.css';

/** `/club/{slug}?season=` (designed): the club in its colours, its squad by line, a season's results and fixtures, staff and tables. */
export function ClubPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { data: club, isPending, error } = useClub(slug, params.get('season') ?? undefined);
  useDocumentTitle(club?.name);
  if (isPending) return <PageLoading />;
  if (error || !club) {
    return <FootballNotFound testId="club-not-found" message={t('football.club.notFound')} />;
  }
  const season = club.season ?? '';
  return (
    <article className="football-page" data-testid="club-page">
      <ClubHero club={club} />
      <div className="football-grid">
        <div className="football-grid__main">
          <section className="football-section">
            <h2>{t('football.club.squad')}</h2>
            <SquadByLine squad={club.squad} />
          </section>
          <section className="football-section" data-testid="club-results">
            <div className="football-section__head">
              <h2>{t('football.club.seasonResults', { season })}</h2>
              <SeasonSelect seasons={club.seasons} value={club.season ?? undefined} onChange={(next) => setParams({ season: next })} />
            </div>
            <MatchList matches={club.results} showCompetition testId="club-results-list" />
          </section>
          {club.fixtures.length ? (
            <section className="football-section">
              <h2>{t('football.club.seasonFixtures', { season })}</h2>
              <MatchList matches={club.fixtures} showCompetition />
            </section>
          ) : null}
        </div>
        <aside className="football-grid__side">
          <section className="football-section">
            <h2>{t('football.club.staff')}</h2>
            {club.staff.length ? (
              <ul className="bullets">
                {club.staff.map((member) => <li key={member.slug}><Link to={member.link} data-i18n-skip>{member.name}</Link> · {member.jobTitle}</li>)}
              </ul>
            ) : <p className="muted">{t('common.noData')}</p>}
          </section>
          {club.competitions.map((competition) => <LeagueTableSection key={competition.slug} {...competition} club={club.slug} heading="h2" />)}
        </aside>
      </div>
    </article>
  );
}
