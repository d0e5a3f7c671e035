import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

/** A list row's Edit and Delete buttons; Delete asks first, in the site's own dialog like every other delete. */
export function RowActions({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <td className="content-admin__actions">
      <button type="button" className="button button--link" onClick={onEdit}>
        {t('content.admin.edit')}
      </button>
      <button type="button" className="button button--link" onClick={() => setConfirming(true)}>
        {t('content.admin.delete')}
      </button>
      <ConfirmDialog
        open={confirming}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
        onCancel={() => setConfirming(false)}
      />
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
