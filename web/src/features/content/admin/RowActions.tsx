import { useTranslation } from 'react-i18next';

/** A list row's Edit and Delete (asks first) buttons. */
export function RowActions({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <td className="content-admin__actions">
      <button type="button" className="button button--link" onClick={onEdit}>
        {t('content.admin.edit')}
      </button>
      <button type="button" className="button button--link" onClick={() => window.confirm(t('confirm.deleteQuestion')) && onDelete()}>
        {t('content.admin.delete')}
      </button>
    </td>
  );
}

/** The header cell over a row's actions: named for screen readers only. */
export function ActionsHeader() {
  const { t } = useTranslation();
  return (
    <th>
      <span className="visually-hidden">{t('content.admin.actions')}</span>
    </th>
  );
}
