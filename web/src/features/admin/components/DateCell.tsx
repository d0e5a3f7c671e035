import { useFormatDate } from '../../../lib/format-date';

/** A day in a table cell, kept on one line ("24 Nov 2026" broken in three makes every row three lines high). */
export function useDateCell() {
  const date = useFormatDate();
  return (value: string | null | undefined) => <span className="admin-nowrap">{value ? date(value) : ''}</span>;
}
