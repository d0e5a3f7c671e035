import { lazy, useEffect, useState } from 'react';
import { AdvertStrip } from '../../content';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/hooks/useDocumentTitle';
import { Link, useParams } from 'react-router-dom';
import { competitionHref } from '@fj/shared';
import { Img } from '../../../components/Img';
import { WhenNear } from '../../../components/WhenNear';
import { ReportButton } from '../../../components/report/ReportButton';
import { PageLoading } from '../../../components/PageLoading';
import { Table } from '../../../components/Table';
import { Tabs } from '../../../components/Tabs';
import { apiErrorStatus } from '../../../lib/api-errors';
import { useEnumLabel } from '../../../lib/enum-labels';
import { useFormatDate } from '../../../lib/format-date';
import { usePlayer, usePlayerMatches, usePlayerStats, usePlayingStats, useRelatedPlayers, useStatsByClub } from '../api/player';
import { PLAYING_STAT_KEYS, type CareerItem, type ClubStatLine, type CompetitionLine, type Player } from '../api/types';
import { AchievementsTable } from '../components/AchievementsTable';
import { CareerTable } from '../components/CareerTable';
import { FootballNotFound } from '../components/FootballNotFound';
import { InfoList } from '../components/InfoList';
import { LeagueTableSection } from '../components/LeagueTableSection';
import { MatchList } from '../components/MatchList';
import { PlayerCards } from '../components/PlayerCards';
import { SeasonSelect } from '../components/SeasonSelect';
import { VideoEmbed } from '../components/VideoEmbed';
import { photoUrl } from '../lib/photo-url';
import { statColumns } from '../lib/stat-columns';
import { useSeason } from '../lib/use-season';
import '../football.css';
import { formatAmount } from '../../../lib/format-money';

/** The sidebar's search form brings formik and yup: a chunk loaded when it comes near the screen, not with the page. */
const PlayerSearchForm = lazy(() => import('../components/PlayerSearchForm').then((module) => ({ default: module.PlayerSearchForm })));

/** §9 tab codes of the player page. */
const TAB = { overview: '1.0', information: '2.0', statsByClub: '3.0', playingStats: '4.0', achievements: '5.0' } as const;

/** `/player/{slug}` (§2 Player profile): header, five tabs, season dropdown, related players. */
export function PlayerPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { data: player, isPending, error } = usePlayer(slug);
  useDocumentTitle(player?.name);
  const [tab, setTab] = useState<string>(TAB.overview);
  const { season, previousSeason, setSeason } = useSeason(player?.season ?? undefined);

  useEffect(() => {
    if (error) console.warn('player failed to load', apiErrorStatus(error)); // §8: failed loads are only logged
  }, [error]);

  if (isPending) return <PageLoading />;
  if (error || !player) {
    return <FootballNotFound testId="player-not-found" message={t('football.player.notFound')} />;
  }
  return (
    <article className="football-page" data-testid="player-page">
      <PlayerHeader player={player} />
      <div className="football-page__toolbar">
        <SeasonSelect seasons={player.seasons} value={season} previous={previousSeason} onChange={setSeason} />
      </div>
      <AdvertStrip placement="player" />
      <Tabs
        active={tab}
        onChange={setTab}
        tabs={[
          { code: TAB.overview, label: t('football.player.tabs.overview'), content: <Overview player={player} season={season} /> },
          { code: TAB.information, label: t('football.player.tabs.information'), content: <Information player={player} /> },
          { code: TAB.statsByClub, label: t('football.player.tabs.statsByClub'), content: <StatsByClub slug={player.slug} /> },
          { code: TAB.playingStats, label: t('football.player.tabs.playingStats'), content: <PlayingStatsTab slug={player.slug} season={season} /> },
          { code: TAB.achievements, label: t('football.player.tabs.achievements'), content: <AchievementsTable rows={player.achievements} caption={t('football.player.tabs.achievements')} rowTestId="achievement-row" /> },
        ]}
      />
      <RelatedPlayers player={player} />
    </article>
  );
}

function PlayerHeader({ player }: { player: Player }) {
  const { t } = useTranslation();
  const label = useEnumLabel();
  return (
    <header className="football-hero">
      <Img src={photoUrl(player.playerThumb)} alt={player.name} width={140} height={140} fallback="profile" className="football-hero__photo" />
      <div className="football-hero__body">
        <h1 data-testid="player-name" data-i18n-skip>{player.name}</h1>
        <p className="football-hero__meta">
          {[label('positions', player.positionCode) || player.position, label('countries', player.nationality),
            player.age !== null ? t('football.ageYears', { age: player.age }) : ''].filter(Boolean).join(' · ')}
        </p>
        {player.clubName ? (
          <Link className="football-hero__club" to={player.clubLink} data-i18n-skip>
            <Img src={photoUrl(player.clubLogo)} alt="" width={28} height={28} fallback="logo" />
            {player.clubName}
          </Link>
        ) : null}
        <dl className="football-hero__totals">
          <div><dt>{t('football.stats.apps')}</dt><dd data-testid="total-apps">{player.matchesPlayed}</dd></div>
          <div><dt>{t('football.stats.goals')}</dt><dd>{player.goals}</dd></div>
          <div><dt>{t('football.stats.assists')}</dt><dd>{player.assists}</dd></div>
        </dl>
        <ReportButton kind="player" id={player.id} />
      </div>
    </header>
  );
}

function CompetitionStats({ lines, total, loading }: { lines: readonly CompetitionLine[] | undefined; total?: CompetitionLine | null; loading: boolean }) {
  const { t } = useTranslation();
  const rows = lines && total ? [...lines, total] : lines;
  return (
    <Table
      caption={t('football.player.competitionStats')}
      captionHidden
      loading={loading}
      rows={rows}
      rowKey={(row) => row.slug}
      rowTestId="competition-stat-row"
      columns={[
        { key: 'competition', header: t('football.stats.competition'), cell: (row) => (row.slug === '__total' ? <strong>{row.competition}</strong> : <Link to={competitionHref(row.slug)}>{row.competition}</Link>) },
        ...statColumns<CompetitionLine>(t, ['apps', 'minutes', 'goals', 'assists', 'yellow', 'red']),
      ]}
    />
  );
}

function Overview({ player, season }: { player: Player; season: string | undefined }) {
  const { t } = useTranslation();
  const stats = usePlayerStats(player.slug, season);
  const matches = usePlayerMatches(player.slug, season);
  const total = stats.data ? { ...stats.data.competitionTotal, competition: t('football.stats.total'), slug: '__total' } : null;
  return (
    <div className="football-grid">
      <div className="football-grid__main">
        {player.bio ? <p className="football-bio" data-i18n-skip>{player.bio}</p> : null}
        <section className="football-section">
          <h2>{t('football.player.seasonStats', { season: season ?? '' })}</h2>
          <CompetitionStats lines={stats.data?.competitions} total={stats.data?.competitions.length ? total : null} loading={stats.isPending} />
        </section>
        <CareerSection title={t('football.player.clubCareer')} rows={player.seniorCareer} />
        <CareerSection title={t('football.player.nationalCareer')} rows={player.nationalTeamCareer} />
        <CareerSection title={t('football.player.youthCareer')} rows={player.youthCareer} />
        <section className="football-section">
          <h2>{t('football.player.latestGames')}</h2>
          <MatchList matches={matches.data?.matches.slice(0, 10)} loading={matches.isPending} showCompetition testId="latest-games" />
        </section>
        <VideoEmbed url={player.youtubeLink} title={player.name} />
      </div>
      <aside className="football-grid__side">
        <WhenNear placeholder={<div className="football-search-slot" aria-hidden="true" />}>
          <PlayerSearchForm />
        </WhenNear>
        <h2>{t('football.player.activeCompetitions')}</h2>
        {player.activeCompetitions.length === 0 ? <p className="muted">{t('common.noData')}</p> : null}
        {player.activeCompetitions.map((competition) => (
          <LeagueTableSection key={competition.slug} {...competition} club={player.clubLink.split('/').pop() ?? ''} heading="h3" />
        ))}
      </aside>
    </div>
  );
}

function CareerSection({ title, rows }: { title: string; rows: readonly CareerItem[] }) {
  return (
    <section className="football-section">
      <h2>{title}</h2>
      <CareerTable rows={rows} caption={title} />
    </section>
  );
}

function Information({ player }: { player: Player }) {
  const { t, i18n } = useTranslation();
  const label = useEnumLabel();
  const formatDate = useFormatDate();
  return (
    <InfoList
      testId="player-information"
      items={[
        [t('football.info.fullName'), player.fullName],
        [t('football.info.dateOfBirth'), player.dateOfBirth ? `${formatDate(player.dateOfBirth)}${player.age !== null ? ` (${t('football.ageYears', { age: player.age })})` : ''}` : ''],
        [t('football.info.placeOfBirth'), [player.placeOfBirth, label('countries', player.countryOfBirth)].filter(Boolean).join(', ')],
        [t('football.info.nationality'), player.flags.map((code) => label('countries', code)).join(' / ')],
        [t('football.info.height'), player.height ? t('football.info.cm', { value: player.height }) : ''],
        [t('football.info.weight'), player.weight ? t('football.info.kg', { value: player.weight }) : ''],
        [t('football.info.position'), [label('positions', player.positionCode), ...player.otherPositions.map((code) => label('positions', code))].filter(Boolean).join(', ')],
        [t('football.info.foot'), player.foot ? t(`football.foot.${player.foot}`) : ''],
        [t('football.info.currentClub'), player.clubName],
        [t('football.info.status'), player.status ? t(`football.status.${player.status}`) : ''],
        [t('football.info.value'), player.value ? formatAmount(player.value, 'EUR', i18n.language, 0) : ''],
      ]}
    />
  );
}

function StatsByClub({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { data, isPending } = useStatsByClub(slug);
  return (
    <Table<ClubStatLine>
      caption={t('football.player.tabs.statsByClub')}
      loading={isPending}
      rows={data}
      rowKey={(row) => `${row.season}-${row.club.slug}`}
      rowTestId="stats-by-club-row"
      columns={[
        { key: 'season', header: t('football.season'), cell: (row) => row.season },
        { key: 'club', header: t('football.table.club'), cell: (row) => <Link to={row.club.link}>{row.club.name}</Link> },
        ...statColumns<ClubStatLine>(t, ['apps', 'started', 'minutes', 'goals', 'assists', 'yellow', 'red']),
      ]}
    />
  );
}

function PlayingStatsTab({ slug, season }: { slug: string; season: string | undefined }) {
  const { t } = useTranslation();
  const { data, isPending } = usePlayingStats(slug, season);
  const rows = PLAYING_STAT_KEYS.map((key) => ({ key, total: data?.totals[key] ?? 0, average: data?.averages[key] ?? null }));
  return (
    <section className="football-section" data-testid="playing-stats">
      <p className="muted">{t('football.playingStats.summary', { season: season ?? '', matches: data?.matches ?? 0, rating: data?.rating?.toFixed(1) ?? '–' })}</p>
      <Table
        caption={t('football.player.tabs.playingStats')}
        loading={isPending}
        rows={data && data.matches > 0 ? rows : []}
        rowKey={(row) => row.key}
        columns={[
          { key: 'code', header: t('football.playingStats.code'), cell: (row) => <abbr title={t(`football.playingStats.names.${row.key}`)}>{t(`football.playingStats.codes.${row.key}`)}</abbr> },
          { key: 'name', header: t('football.playingStats.stat'), cell: (row) => t(`football.playingStats.names.${row.key}`) },
          { key: 'total', header: t('football.stats.total'), cell: (row) => row.total },
          { key: 'average', header: t('football.playingStats.perMatch'), cell: (row) => (row.average === null ? '–' : row.average.toFixed(1)) },
        ]}
      />
    </section>
  );
}

function RelatedPlayers({ player }: { player: Player }) {
  const { t } = useTranslation();
  const club = player.clubLink.split('/').pop() ?? '';
  const { data } = useRelatedPlayers(club, player.slug);
  if (!club || !data || data.length === 0) return null;
  return (
    <section className="football-section">
      <h2>{t('football.player.related', { club: player.clubName })}</h2>
      <PlayerCards players={data} testId="related-players" />
    </section>
  );
}
