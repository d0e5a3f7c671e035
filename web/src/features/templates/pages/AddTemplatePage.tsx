import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { useTemplateDetails } from '../api/template-details';
import { EmailTemplateForm } from '../components/EmailTemplateForm';
import '../templates.css';

/** `/employer/add-template` and `/employer/add-template/{template_id}`. */
export function AddTemplatePage() {
  const { t } = useTranslation();
  const { template_id: raw } = useParams();
  const templateId = Number(raw) || 0;
  const navigate = useNavigate();
  const details = useTemplateDetails(templateId);
  const editing = templateId > 0;
  return (
    <section className="area-page" data-testid="add-template-page">
      <header className="area-page__header">
        <h1>{editing ? t('employer.templates.editTitle') : t('employer.templates.addTitle')}</h1>
      </header>
      {editing && details.isPending ? <p>{t('common.loading')}</p> : null}
      {editing && details.isError ? <p>{t('common.noData')}</p> : null}
      {!editing || details.data ? (
        <EmailTemplateForm template={details.data} onSaved={() => navigate(ROUTES.employerEmailTemplates)} />
      ) : null}
    </section>
  );
}
