import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_FREQUENCIES, JOB_CATEGORIES, MESSAGES, enumLabelKey, labelOf } from '@fj/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { Table, type TableColumn } from '../../../components/Table';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useDeleteAlert } from '../api/delete-alert';
import { useMyAlerts } from '../api/my-alerts';
import type { JobAlert } from '../api/types';
import { JobAlertModal } from '../components/JobAlertModal';
import '../alerts.css';

type Editing = { alert?: JobAlert } | null;

/** /candidate/job-alerts: my alerts, create and edit in a dialog, delete after 'Are you sure you want to delete?'. */
export function JobAlertsPage() {
  const { t } = useTranslation();
  const { data, isPending } = useMyAlerts();
  const remove = useDeleteAlert();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<JobAlert | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess(t('alerts.deleted'));
    } catch (error) {
      notifyError(apiErrorMessage(error));
    } finally {
      setDeleting(null);
    }
  };

  const columns: TableColumn<JobAlert>[] = [
    { key: 'name', header: t('alerts.fields.name'), cell: (row) => <span data-testid="alert-name">{row.alert_name}</span> },
    { key: 'email', header: t('alerts.fields.email'), cell: (row) => row.alert_email },
    {
      key: 'frequency',
      header: t('alerts.fields.frequency'),
      cell: (row) =>
        t(enumLabelKey('alert_frequency', row.alert_frequency), {
          defaultValue: labelOf(ALERT_FREQUENCIES, Number(row.alert_frequency)) ?? String(row.alert_frequency),
        }),
    },
    {
      key: 'category',
      header: t('alerts.fields.category'),
      cell: (row) => t(enumLabelKey('category', row.alert_category), { defaultValue: labelOf(JOB_CATEGORIES, row.alert_category) ?? row.alert_category }),
    },
    {
      key: 'actions',
      header: t('alerts.actions'),
      cell: (row) => (
        <span className="table__actions">
          <button type="button" className="button button--link" data-testid="alert-edit" onClick={() => setEditing({ alert: row })}>
            {t('alerts.edit')}
          </button>
          <button type="button" className="button button--link" data-testid="alert-delete" onClick={() => setDeleting(row)}>
            {t('alerts.delete')}
          </button>
        </span>
      ),
    },
  ];

  return (
    <section className="area-page" data-testid="job-alerts-page">
      <header className="area-page__header">
        <h1>{t('alerts.title')}</h1>
        <button type="button" className="button" data-testid="alert-create" onClick={() => setEditing({})}>
          {t('alerts.create')}
        </button>
      </header>
      <Table
        columns={columns}
        rows={data}
        loading={isPending}
        rowKey={(row) => row.id}
        empty={<EmptyState illustration="inbox" title={t('alerts.empty.title')} body={t('alerts.empty.body')} action={{ label: t('alerts.create'), onClick: () => setEditing({}) }} />}
      />
      {editing ? <JobAlertModal alert={editing.alert} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        message={t('alerts.confirmDelete', { defaultValue: MESSAGES.confirmDelete })}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
