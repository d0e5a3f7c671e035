import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { clubHref, type LeagueTableRow } from '@fj/shared';
import { Img } from '../../../components/Img';
import { Table } from '../../../components/Table';
import { photoUrl } from '../lib/photo-url';

interface LeagueTableProps {
  rows: readonly LeagueTableRow[] | undefined;
  loading?: boolean;
  highlight?: string;
  caption: string;
  compact?: boolean;
}

/** A league table: position, club, P W D L GF GA GD Pts (adjustments marked). */
export function LeagueTable({ rows, loading, highlight, caption, compact }: LeagueTableProps) {
  const { t } = useTranslation();
  const number = (key: keyof LeagueTableRow, header: string) => ({ key, header, cell: (row: LeagueTableRow) => String(row[key]) });
  const columns = [
    { key: 'position', header: '#', cell: (row: LeagueTableRow) => row.position },
    {
      key: 'club',
      header: t('football.table.club'),
      cell: (row: LeagueTableRow) => (
        <Link className={`table-club${row.club.slug === highlight ? ' table-club--highlight' : ''}`} to={clubHref(row.club.slug)}>
          <Img src={photoUrl(row.club.logo)} alt="" width={20} height={20} fallback="logo" />
          {row.club.name}
        </Link>
      ),
    },
    number('played', t('football.table.played')),
    ...(compact ? [] : [number('won', t('football.table.won')), number('drawn', t('football.table.drawn')), number('lost', t('football.table.lost')),
      number('goalsFor', t('football.table.goalsFor')), number('goalsAgainst', t('football.table.goalsAgainst'))]),
    { key: 'goalDifference', header: t('football.table.goalDifference'), cell: (row: LeagueTableRow) => (row.goalDifference > 0 ? `+${row.goalDifference}` : String(row.goalDifference)) },
    {
      key: 'points',
      header: t('football.table.points'),
      cell: (row: LeagueTableRow) => (
        <strong>
          {row.points}
          {row.adjustment ? <sup title={t('football.table.adjusted', { points: row.adjustment })}>*</sup> : null}
        </strong>
      ),
    },
  ];
  return (
    <div className="league-table" data-testid="league-table">
      <Table columns={columns} rows={rows} loading={loading} rowKey={(row) => row.club.id} caption={caption} captionHidden={compact} rowTestId="table-row" />
    </div>
  );
}
