import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useAddNote } from '../api/add-note';
import { useDeleteNote } from '../api/delete-note';
import type { ApplicationNote } from '../api/types';
import { formatDateTime } from '../../../lib/format-date';

/** Private notes of the employer and its team on one application. */
export function NotesPanel({ applicationId, notes }: { applicationId: number; notes: readonly ApplicationNote[] }) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [deleting, setDeleting] = useState<number | null>(null);
  const add = useAddNote();
  const remove = useDeleteNote();

  const submit = async () => {
    if (!text.trim()) return;
    try {
      await add.mutateAsync({ applicationId, note: text.trim() });
      setText('');
      notifySuccess(t('employer.pipeline.noteAdded'));
    } catch (error) {
      notifyError(apiErrorMessage(error));
    }
  };
  const confirmDelete = async () => {
    if (deleting === null) return;
    try {
      await remove.mutateAsync(deleting);
      notifySuccess(t('employer.pipeline.noteDeleted'));
    } catch (error) {
      notifyError(apiErrorMessage(error));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section className="pipeline-notes" data-testid="notes">
      <h3>{t('employer.pipeline.notes')}</h3>
      <p className="field__hint">{t('employer.pipeline.notesPrivate')}</p>
      {notes.length === 0 ? <p>{t('common.noData')}</p> : null}
      <ul className="pipeline-notes__list">
        {notes.map((note) => (
          <li key={note.id} data-testid="note">
            <p>{note.note}</p>
            <small>
              {note.author.name} · {formatDateTime(note.created, i18n.language)}
            </small>{' '}
            <button type="button" className="button button--link" onClick={() => setDeleting(note.id)} data-testid="note-delete">
              {t('confirm.delete')}
            </button>
          </li>
        ))}
      </ul>
      <div className="field">
        <label className="field__label" htmlFor={`note-${applicationId}`}>
          {t('employer.pipeline.addNote')}
        </label>
        <textarea id={`note-${applicationId}`} className="field__input" maxLength={5000} value={text} onChange={(event) => setText(event.target.value)} data-testid="note-text" />
      </div>
      <button type="button" className="button" disabled={add.isPending || !text.trim()} onClick={() => void submit()} data-testid="note-add">
        {t('employer.pipeline.saveNote')}
      </button>
      <ConfirmDialog open={deleting !== null} busy={remove.isPending} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)} />
    </section>
  );
}
