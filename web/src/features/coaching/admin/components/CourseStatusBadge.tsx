import { useTranslation } from 'react-i18next';

export function CourseStatusBadge({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`admin-badge ${published ? 'coaching-admin__badge--published' : ''}`} data-testid="course-status">
      {published ? t('coachingAdmin.status.published') : t('coachingAdmin.status.draft')}
    </span>
  );
}
