import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { coachingCertificateHref, type CoachingEnrollmentDto } from '@fj/shared';
import { notifyError } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { downloadFile } from '../../media';
import { certificatePdfPath } from '../api/enrollments';

/** A finished course's certificate: the PDF (fetched with the learner's token) and the public page anyone can check. */
export function CertificateActions({ enrollment }: { enrollment: CoachingEnrollmentDto }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const certificate = enrollment.certificate;
  if (!certificate) return null;
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(certificatePdfPath(enrollment.id), `certificate-${enrollment.course.slug}.pdf`);
    } catch (error) {
      notifyError(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="coaching-certificate-actions" data-testid="coaching-certificate-actions">
      <button type="button" className="button" onClick={() => void download()} disabled={busy} data-testid="coaching-certificate-download">
        {busy ? t('coaching.certificate.downloading') : t('coaching.certificate.download')}
      </button>
      <Link className="button button--ghost" to={coachingCertificateHref(certificate.code)} data-testid="coaching-certificate-link">
        {t('coaching.certificate.publicPage')}
      </Link>
    </div>
  );
}
