import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
}

interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[] | undefined;
  loading?: boolean;
  rowKey: (row: Row, index: number) => string | number;
  caption?: string;
  /** Keep the caption for screen readers only (the page heading already says it). */
  captionHidden?: boolean;
  /** `data-testid` of every body row (the browser journeys find rows by it). */
  rowTestId?: string;
  /** Shown in place of 'No data available' when there are no rows: an EmptyState with the next step. */
  empty?: ReactNode;
}

/** §8: a loading table says 'Loading...', an empty one 'No data available' (or the `empty` state given). */
export function Table<Row>({ columns, rows, loading, rowKey, caption, captionHidden, rowTestId, empty }: TableProps<Row>) {
  const { t } = useTranslation();
  const isEmpty = !loading && (!rows || rows.length === 0);
  const status = loading ? t('common.loading') : isEmpty ? (empty ?? t('common.noData')) : null;
  return (
    <div className="table-wrap">
      <table className="table">
        {caption ? <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {status ? (
            <tr>
              <td className={isEmpty && empty ? 'table__empty' : 'table__status'} colSpan={columns.length}>
                {status}
              </td>
            </tr>
          ) : (
            rows!.map((row, index) => (
              <tr key={rowKey(row, index)} data-testid={rowTestId}>
                {columns.map((column) => (
                  <td key={column.key}>{column.cell(row, index)}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
