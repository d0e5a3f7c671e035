import type { TFunction } from 'i18next';
import type { StatTotals } from '@fj/shared';
import type { TableColumn } from '../../../components/Table';
import type { StatLine } from '../api/types';

/** Table columns of a stat line: the totals named in `keys`, in that order, then minutes per goal. */
export function statColumns<Row extends StatLine>(t: TFunction, keys: readonly (keyof StatTotals)[]): TableColumn<Row>[] {
  const headers: Record<keyof StatTotals, string> = {
    apps: t('football.stats.apps'),
    started: t('football.stats.started'),
    minutes: t('football.stats.minutes'),
    goals: t('football.stats.goals'),
    assists: t('football.stats.assists'),
    yellow: t('football.stats.yellow'),
    red: t('football.stats.red'),
  };
  return [
    ...keys.map((key) => ({ key, header: headers[key], cell: (row: Row) => row[key] })),
    { key: 'mpg', header: t('football.stats.minutesPerGoal'), cell: (row: Row) => row.minutesPerGoal ?? '–' },
  ];
}
