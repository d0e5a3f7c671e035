import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/hooks/useDocumentTitle';
import { Link, useParams } from 'react-router-dom';
import { Img } from '../../../components/Img';
import { PageLoading } from '../../../components/PageLoading';
import { useEnumLabel } from '../../../lib/enum-labels';
import { useClub } from '../api/clubs-staff';
import { FootballNotFound } from '../components/FootballNotFound';
import { LeagueTableSection } from '../components/LeagueTableSection';
import { MatchList } from '../components/MatchList';
import { PlayerCards } from '../components/PlayerCards';
import { photoUrl } from '../lib/photo-url';
import '../football.css';

/** `/club/{slug}` (designed): the club, its squad and staff, results and fixtures, and its league tables. */
export function ClubPage() {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const { slug = '' } = useParams();
  const { data: club, isPending, error } = useClub(slug);
  useDocumentTitle(club?.name);
  if (isPending) return <PageLoading />;
  if (error || !club) {
    return <FootballNotFound testId="club-not-found" message={t('football.club.notFound')} />;
  }
  return (
    <article className="football-page" data-testid="club-page">
      <header className="football-hero">
        <Img src={photoUrl(club.logo)} alt={club.name} width={120} height={120} fallback="logo" className="football-hero__crest" />
        <div className="football-hero__body">
          <h1>{club.name}</h1>
          <p className="football-hero__meta">
            {[label('countries', club.country), club.ground, club.founded ? t('football.club.founded', { year: club.founded }) : ''].filter(Boolean).join(' · ')}
          </p>
        </div>
      </header>
      <div className="football-grid">
        <div className="football-grid__main">
          <section className="football-section">
            <h2>{t('football.club.squad')}</h2>
            {club.squad.length ? <PlayerCards players={club.squad} testId="club-squad" /> : <p className="muted">{t('common.noData')}</p>}
          </section>
          <section className="football-section">
            <h2>{t('football.club.results')}</h2>
            <MatchList matches={club.results} showCompetition />
          </section>
          <section className="football-section">
            <h2>{t('football.club.fixtures')}</h2>
            <MatchList matches={club.fixtures} showCompetition />
          </section>
        </div>
        <aside className="football-grid__side">
          <section className="football-section">
            <h2>{t('football.club.staff')}</h2>
            {club.staff.length ? (
              <ul className="bullets">
                {club.staff.map((member) => <li key={member.slug}><Link to={member.link}>{member.name}</Link> · {member.jobTitle}</li>)}
              </ul>
            ) : <p className="muted">{t('common.noData')}</p>}
          </section>
          {club.competitions.map((competition) => <LeagueTableSection key={competition.slug} {...competition} club={club.slug} heading="h2" />)}
        </aside>
      </div>
    </article>
  );
}
