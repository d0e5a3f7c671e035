import { Link } from 'react-router-dom';
import { competitionHref } from '@fj/shared';
import { useCompetitionTable } from '../api/competitions';
import { LeagueTable } from './LeagueTable';

/** A competition season's compact league table under a heading that links to the competition page, `club` highlighted. */
export function LeagueTableSection({ slug, name, season, club, heading: Heading }: { slug: string; name: string; season: string; club: string; heading: 'h2' | 'h3' }) {
  const { data, isPending } = useCompetitionTable(slug, season);
  return (
    <section className="football-section">
      <Heading><Link to={competitionHref(slug, season)}>{`${name} ${season}`}</Link></Heading>
      <LeagueTable rows={data?.table} loading={isPending} highlight={club} caption={`${name} ${season}`} zones={data?.competition.zones} compact />
    </section>
  );
}
