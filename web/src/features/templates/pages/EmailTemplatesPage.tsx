import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES, editTemplateHref } from '@fj/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { Table, type TableColumn } from '../../../components/Table';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useDeleteTemplate } from '../api/delete-template';
import { useEmailTemplates } from '../api/email-templates';
import type { EmailTemplate } from '../api/types';
import '../templates.css';

/** `/employer/email-template`: the employer's templates with edit and delete (confirmed). */
export function EmailTemplatesPage() {
  const { t } = useTranslation();
  const { data, isPending } = useEmailTemplates();
  const remove = useDeleteTemplate();
  const [deleting, setDeleting] = useState<EmailTemplate | null>(null);

  const confirm = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess(t('employer.templates.deleted'));
    } catch (error) {
      notifyError(apiErrorMessage(error));
    } finally {
      setDeleting(null);
    }
  };

  const columns: TableColumn<EmailTemplate>[] = [
    { key: 'name', header: t('employer.templates.fields.name'), cell: (row) => row.email_temp_name },
    { key: 'subject', header: t('employer.templates.fields.subject'), cell: (row) => row.email_temp_subject },
    { key: 'for', header: t('employer.templates.fields.for'), cell: (row) => t(`employer.templates.purposes.${row.email_temp_for}`, { defaultValue: row.email_temp_for }) },
    {
      key: 'actions',
      header: t('employer.actions'),
      cell: (row) => (
        <span className="table__actions">
          <Link to={editTemplateHref(row.id)} data-testid="template-edit">
            {t('employer.editLink')}
          </Link>
          <button type="button" className="button button--link" onClick={() => setDeleting(row)} data-testid="template-delete">
            {t('confirm.delete')}
          </button>
        </span>
      ),
    },
  ];

  return (
    <section className="area-page" data-testid="email-templates-page">
      <header className="area-page__header">
        <h1>{t('sidebar.emailTemplatesList')}</h1>
        <Link className="button" to={ROUTES.employerAddTemplate}>
          {t('sidebar.addTemplate')}
        </Link>
      </header>
      <Table
        columns={columns}
        rows={data}
        loading={isPending}
        rowKey={(row) => row.id}
        empty={
          <EmptyState
            illustration="document"
            title={t('employer.templatesEmpty.title')}
            body={t('employer.templatesEmpty.body')}
            action={{ label: t('sidebar.addTemplate'), to: ROUTES.employerAddTemplate }}
          />
        }
      />
      <ConfirmDialog open={deleting !== null} busy={remove.isPending} onConfirm={() => void confirm()} onCancel={() => setDeleting(null)} />
    </section>
  );
}
