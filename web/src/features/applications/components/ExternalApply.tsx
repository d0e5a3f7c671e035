import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal';
import { useApply } from '../api/apply';
import { applyErrorText, type ApplyJob } from './ApplyFlowModal';

/** External-link jobs: the click is recorded (and a credit spent), then the candidate continues on the employer's site. */
export function ExternalApply({ job, onClose }: { job: ApplyJob; onClose: () => void }) {
  const { t } = useTranslation();
  const apply = useApply();
  const [error, setError] = useState<string | null>(null);
  const go = async () => {
    setError(null);
    try {
      const result = await apply.mutateAsync({ jobId: job.ID });
      const target = result.redirect || job.job_external_url;
      if (target) window.location.assign(target);
      onClose();
    } catch (failure) {
      setError(applyErrorText(t, failure));
    }
  };
  return (
    <Modal open title={t('applications.apply.title', { job: job.title })} onClose={onClose}>
      <div data-testid="apply-external">
        <p>{t('applications.apply.externalBody')}</p>
        {error ? (
          <p className="notice notice--error" role="alert" data-testid="apply-error">
            {error}
          </p>
        ) : null}
        <button type="button" className="button" disabled={apply.isPending} onClick={() => void go()}>
          {t('applications.apply.continueExternal')}
        </button>
      </div>
    </Modal>
  );
}
