import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Img } from '../../../components/Img';
import { Table } from '../../../components/Table';
import { formatMonthYear } from '../../../lib/format-date';
import type { CareerItem } from '../api/types';
import { photoUrl } from '../lib/photo-url';

/** Club, national or youth career: team, from, to (empty = present), apps, goals. */
export function CareerTable({ rows, caption, loading }: { rows: readonly CareerItem[] | undefined; caption: string; loading?: boolean }) {
  const { t, i18n } = useTranslation();
  const when = (date: string) => (date ? formatMonthYear(date, i18n.language) : t('football.present'));
  return (
    <Table
      caption={caption}
      captionHidden
      loading={loading}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        {
          key: 'club',
          header: t('football.career.team'),
          cell: (row) => (
            <span className="table-club">
              <Img src={photoUrl(row.clubLogo)} alt="" width={20} height={20} fallback="logo" />
              <span data-i18n-skip>{row.clubLink ? <Link to={row.clubLink}>{row.clubName}</Link> : row.clubName}</span>
            </span>
          ),
        },
        { key: 'from', header: t('football.career.from'), cell: (row) => (row.from ? formatMonthYear(row.from, i18n.language) : '') },
        { key: 'to', header: t('football.career.to'), cell: (row) => when(row.to) },
        { key: 'apps', header: t('football.stats.apps'), cell: (row) => row.apps },
        { key: 'goals', header: t('football.stats.goals'), cell: (row) => row.goals },
      ]}
    />
  );
}
