import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminWrite } from './admin-api';
import { RowActions } from './RowActions';
import { useSaved } from './useSaved';

export interface Editing<V> {
  id: number | null;
  values: V;
}

interface EditableListProps<Row extends { id: number }, V> {
  testId: string;
  section: string;
  rows: readonly Row[];
  blank: V;
  valuesOf: (row: Row) => V;
  /** The row's cells before the Edit / Delete actions. */
  cells: (row: Row) => ReactNode;
  /** The editor's fields; `set` merges a change into the values. */
  fields: (values: V, set: (change: Partial<V>) => void) => ReactNode;
  saveCall: (editing: Editing<V>) => Promise<unknown>;
  deleteCall: (id: number) => Promise<unknown>;
}

/** A list with Add / Edit / Delete and one editor form at a time (testimonials, adverts). */
export function EditableList<Row extends { id: number }, V>({ testId, section, rows, blank, valuesOf, cells, fields, saveCall, deleteCall }: EditableListProps<Row, V>) {
  const { t } = useTranslation();
  const save = useAdminWrite(section, saveCall);
  const remove = useAdminWrite(section, deleteCall);
  const saved = useSaved();
  const [editing, setEditing] = useState<Editing<V> | null>(null);
  if (editing) {
    return (
      <section data-testid={testId}>
        <form
          className="content-editor"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(editing, { onSuccess: () => (saved.ok(), setEditing(null)), onError: saved.fail });
          }}
        >
          {fields(editing.values, (change) => setEditing({ ...editing, values: { ...editing.values, ...change } }))}
          <div className="content-editor__actions">
            <button type="submit" className="button" disabled={save.isPending}>
              {t('content.admin.save')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setEditing(null)}>
              {t('content.admin.cancel')}
            </button>
          </div>
        </form>
      </section>
    );
  }
  return (
    <section data-testid={testId}>
      <div className="content-admin__toolbar">
        <button type="button" className="button" onClick={() => setEditing({ id: null, values: blank })}>
          {t('content.admin.add')}
        </button>
      </div>
      <div className="content-admin__table-wrap">
        <table className="table">
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {cells(row)}
                <RowActions onEdit={() => setEditing({ id: row.id, values: valuesOf(row) })} onDelete={() => remove.mutate(row.id)} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
