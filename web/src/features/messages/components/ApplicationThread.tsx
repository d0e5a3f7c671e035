import { useTranslation } from 'react-i18next';
import { apiErrorStatus } from '../../../lib/api-errors';
import { useApplicationThread } from '../api/application-thread';
import { PaneError, PaneLoading } from './PaneState';
import { ThreadView } from './ThreadView';
import '../messages.css';

/** The conversation with the applicant inside an application card of the pipeline (opened on first view). */
export function ApplicationThread({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation();
  const { data: thread, isPending, isError, error, refetch } = useApplicationThread(applicationId);
  let body;
  if (isPending) body = <PaneLoading label={t('messages.thread.loading')} testId="application-thread-loading" />;
  else if (isError || !thread) {
    body = (
      <PaneError
        message={apiErrorStatus(error) === 404 ? t('messages.thread.notFound') : t('messages.thread.error')}
        onRetry={() => void refetch()}
        testId="application-thread-error"
      />
    );
  } else body = <ThreadView threadId={thread.id} compact />;
  return (
    <section className="application-thread" data-testid="application-thread">
      <h3>{t('messages.application.title')}</h3>
      <p className="field__hint">{t('messages.application.hint')}</p>
      {body}
    </section>
  );
}
