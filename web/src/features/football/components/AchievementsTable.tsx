import { useTranslation } from 'react-i18next';
import { Table } from '../../../components/Table';
import type { Achievement } from '../api/types';

/** A player's or staff member's achievements: season and achievement. */
export function AchievementsTable({ rows, caption, rowTestId }: { rows: readonly Achievement[]; caption: string; rowTestId?: string }) {
  const { t } = useTranslation();
  return (
    <Table
      caption={caption}
      rows={rows}
      rowKey={(row, index) => row.id ?? index}
      rowTestId={rowTestId}
      columns={[
        { key: 'season', header: t('football.season'), cell: (row) => row.season },
        { key: 'achievement', header: t('football.achievement'), cell: (row) => row.achievement },
      ]}
    />
  );
}
