import type { TableColumn } from '../../../components/Table';

interface RowTableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** `data-testid` of every body row (the browser journeys find rows by it). */
  rowTestId: string;
  caption: string;
}

/**
 * The shared table's markup for lists whose loading and empty states the page shows itself (with a way forward
 * instead of a bare 'No data available'), and whose rows carry a test hook.
 */
export function RowTable<Row>({ columns, rows, rowKey, rowTestId, caption }: RowTableProps<Row>) {
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
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
          {rows.map((row, index) => (
            <tr key={rowKey(row)} data-testid={rowTestId}>
              {columns.map((column) => (
                <td key={column.key}>{column.cell(row, index)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
