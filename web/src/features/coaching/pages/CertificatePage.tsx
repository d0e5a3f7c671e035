import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES, coachingCourseHref } from '@fj/shared';
import { PageLoading } from '../../../components/PageLoading';
import { apiErrorStatus } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/format-date';
import { useDocumentTitle } from '../../../lib/hooks/useDocumentTitle';
import { useCertificate } from '../api/enrollments';
import '../coaching.css';

/**
 * `/coaching/certificates/:code`: public, printable proof that a learner finished a course (anyone with the link or
 * the QR code of the PDF can check it). A code that was never issued says so, and nothing else.
 */
export function CertificatePage() {
  const { t, i18n } = useTranslation();
  const { code = '' } = useParams();
  const { data: certificate, isPending, isError, error, refetch } = useCertificate(code);
  useDocumentTitle(certificate ? t('coaching.certificate.tabTitle', { name: certificate.learnerName, course: certificate.courseTitle }) : undefined);

  if (isPending) return <PageLoading />;
  if (isError || !certificate) {
    const missing = apiErrorStatus(error) === 404;
    return (
      <section className="coaching-page coaching-certificate-missing" data-testid="coaching-certificate-missing">
        <h1>{missing ? t('coaching.certificate.notFound') : t('coaching.certificate.loadError')}</h1>
        <p>{missing ? t('coaching.certificate.notFoundBody') : null}</p>
        <p className="coaching-actions">
          {missing ? null : (
            <button type="button" className="button button--ghost" onClick={() => void refetch()}>
              {t('common.retry')}
            </button>
          )}
          <Link className="button button--ghost" to={ROUTES.coaching}>
            {t('coaching.backToCatalogue')}
          </Link>
        </p>
      </section>
    );
  }

  return (
    <section className="coaching-page coaching-certificate" data-testid="coaching-certificate-page">
      <div className="coaching-certificate__sheet">
        <p className="coaching-certificate__kicker">{t('coaching.certificate.kicker')}</p>
        <h1 className="coaching-certificate__title">{t('coaching.certificate.title')}</h1>
        <p>{t('coaching.certificate.certifies')}</p>
        <p className="coaching-certificate__name" dir="auto" data-i18n-skip="" data-testid="coaching-certificate-name">
          {certificate.learnerName}
        </p>
        <p>{t('coaching.certificate.completed')}</p>
        <p className="coaching-certificate__course" data-testid="coaching-certificate-course">
          <Link to={coachingCourseHref(certificate.courseSlug)} dir="auto" data-i18n-skip="">
            {certificate.courseTitle}
          </Link>
        </p>
        <dl className="coaching-certificate__facts">
          <div>
            <dt>{t('coaching.certificate.coach')}</dt>
            <dd dir="auto" data-i18n-skip="">
              {certificate.coachName}
            </dd>
          </div>
          <div>
            <dt>{t('coaching.certificate.issued')}</dt>
            <dd>{formatDate(certificate.issued, i18n.language)}</dd>
          </div>
          <div>
            <dt>{t('coaching.certificate.code')}</dt>
            <dd className="coaching-certificate__code" dir="ltr" data-i18n-skip="" data-testid="coaching-certificate-code">
              {certificate.code}
            </dd>
          </div>
        </dl>
        <p className="coaching-certificate__verified" role="status">
          <span aria-hidden="true">✓</span> {t('coaching.certificate.verified')}
        </p>
        <p className="coaching-certificate__url" dir="ltr" data-i18n-skip="">
          {certificate.verifyUrl}
        </p>
      </div>
      <p className="coaching-actions coaching-certificate__tools">
        <button type="button" className="button button--ghost" onClick={() => window.print()}>
          {t('coaching.certificate.print')}
        </button>
      </p>
    </section>
  );
}
