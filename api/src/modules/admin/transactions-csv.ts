import { Readable } from 'node:stream';
import type { TransactionRow } from '../payments';

export const CSV_HEADER = ['id', 'created_at', 'paid_at', 'user_id', 'username', 'email', 'purpose', 'plan_or_package', 'description', 'amount', 'currency', 'status', 'provider', 'receipt_number', 'failure_message'];

/** RFC 4180 quoting; a leading = + - @ is prefixed with ' so a spreadsheet never runs a cell as a formula. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

const rowCells = (row: TransactionRow) => [
  row.id, row.created_at, row.paid_at, row.user_id, row.username, row.email, row.purpose, row.plan_code ?? row.package_code ?? (row.order_id ? `order ${row.order_id}` : ''),
  row.description, (row.amount_minor / 100).toFixed(2), row.currency, row.status, row.provider, row.receipt_number, row.failure_message,
];

/** A readable stream of CSV text: one batch of rows becomes one chunk, so memory stays at one batch. */
export function transactionsCsv(batches: AsyncGenerator<TransactionRow[]>): Readable {
  async function* chunks() {
    yield line(CSV_HEADER);
    for await (const batch of batches) yield batch.map((row) => line(rowCells(row))).join('');
  }
  return Readable.from(chunks());
}
