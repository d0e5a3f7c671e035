import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { clubHref, type CompetitionZone, type LeagueTableRow } from '@fj/shared';
import { Img } from '../../../components/Img';
import { Table } from '../../../components/Table';
import { photoUrl } from '../lib/photo-url';
import { zoneAt } from '../lib/zones';
import { FormPills } from './FormPills';
import { ZoneLegend } from './ZoneLegend';

interface LeagueTableProps {
  rows: readonly LeagueTableRow[] | undefined;
  loading?: boolean;
  highlight?: string;
  caption: string;
  compact?: boolean;
  /** The competition's zones: the position is coloured and named, and a legend follows the table. */
  zones?: readonly CompetitionZone[];
}

/**
 * A league table: position (in its zone's colour), club with crest, P W D L GF GA GD, form (last five), Pts. Compact
 * (beside a club or player): P GD Pts only, no legend. Points stay the last column (sticky on phones).
 */
export function LeagueTable({ rows, loading, highlight, caption, compact, zones = [] }: LeagueTableProps) {
  const { t } = useTranslation();
  const number = (key: keyof LeagueTableRow, header: string) => ({ key, header, cell: (row: LeagueTableRow) => String(row[key]) });
  const columns = [
    {
      key: 'position',
      header: '#',
      cell: (row: LeagueTableRow) => {
        const zone = zoneAt(row.position, zones);
        if (!zone) return row.position;
        const label = t(`football.table.zone.${zone}`);
        return (
          <span className={`zone-mark zone-mark--${zone}`} title={label} data-zone={zone}>
            {row.position}
            <span className="visually-hidden">{` ${label}`}</span>
          </span>
        );
      },
    },
    {
      key: 'club',
      header: t('football.table.club'),
      cell: (row: LeagueTableRow) => (
        <Link className={`table-club${row.club.slug === highlight ? ' table-club--highlight' : ''}`} to={clubHref(row.club.slug)}>
          <Img src={photoUrl(row.club.logo)} alt="" width={20} height={24} fallback="logo" className="table-club__crest" loading="eager" />
          <span data-i18n-skip>{row.club.name}</span>
        </Link>
      ),
    },
    number('played', t('football.table.played')),
    ...(compact ? [] : [number('won', t('football.table.won')), number('drawn', t('football.table.drawn')), number('lost', t('football.table.lost')),
      number('goalsFor', t('football.table.goalsFor')), number('goalsAgainst', t('football.table.goalsAgainst'))]),
    { key: 'goalDifference', header: t('football.table.goalDifference'), cell: (row: LeagueTableRow) => (row.goalDifference > 0 ? `+${row.goalDifference}` : String(row.goalDifference)) },
    ...(compact ? [] : [{ key: 'form', header: t('football.table.form'), cell: (row: LeagueTableRow) => <FormPills form={row.form} /> }]),
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
      {compact ? null : <ZoneLegend zones={zones} withForm />}
    </div>
  );
}
