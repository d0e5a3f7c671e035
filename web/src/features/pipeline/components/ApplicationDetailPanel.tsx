import { useTranslation } from 'react-i18next';
import { useApplicationDetail } from '../api/application-detail';
import { NotesPanel } from './NotesPanel';
import { Timeline } from './Timeline';

/** Opened application: notes and timeline (opening it moves Received → Viewed on the server). */
export function ApplicationDetailPanel({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useApplicationDetail(applicationId);
  if (isPending) return <p>{t('common.loading')}</p>;
  if (isError || !data) return <p>{t('common.noData')}</p>;
  return (
    <div className="pipeline-detail" data-testid="application-detail">
      <NotesPanel applicationId={applicationId} notes={data.notes} />
      <Timeline events={data.timeline} />
    </div>
  );
}
