import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/PageLoading';
import { useDocumentTitle } from '../../../lib/hooks/useDocumentTitle';
import { useMyBackgroundChecks } from '../api/my-background-checks';
import { AddCheckForm } from '../components/AddCheckForm';
import { CheckList } from '../components/CheckList';
import '../safeguarding.css';

/**
 * `/candidate/background-checks`: the candidate's safeguarding checks (DBS or equivalent) and the form to add one.
 * Jobs with children or vulnerable adults take applications only with a verified, unexpired check.
 */
export function CandidateBackgroundChecksPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('safeguarding.title'));
  const { data, isPending, isError, refetch } = useMyBackgroundChecks();
  return (
    <section className="area-page safeguarding-page" data-testid="background-checks-page">
      <header className="area-page__header">
        <h1>{t('safeguarding.title')}</h1>
      </header>
      <p className="lead">{t('safeguarding.lead')}</p>
      <div className="safeguarding-layout">
        <div className="safeguarding-layout__main">
          <AddCheckForm />
        </div>
        <section className="safeguarding-layout__side" aria-labelledby="checks-title">
          <h2 id="checks-title">{t('safeguarding.list.title')}</h2>
          {isPending ? (
            <PageLoading />
          ) : isError || !data ? (
            <div className="notice notice--error" role="alert">
              <p>{t('safeguarding.loadError')}</p>
              <button type="button" className="button button--ghost" onClick={() => void refetch()}>
                {t('common.retry')}
              </button>
            </div>
          ) : (
            <CheckList checks={data} />
          )}
        </section>
      </div>
    </section>
  );
}
