import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/Pager';
import { useCvDatabase } from '../api/cv-database';
import { CvFiltersForm } from '../components/CvFiltersForm';
import { CvResultCard } from '../components/CvResultCard';
import { filtersFromParams, filtersToParams } from '../lib/cv-filters';
import '../cv-database.css';

const PAGE_SIZE = 20;

/** `/employer/cv-database` and `/admin/cv-database`: search discoverable candidate profiles. */
export function CvDatabasePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, isError } = useCvDatabase(filters, (page - 1) * PAGE_SIZE, PAGE_SIZE);
  const rows = data?.rows ?? [];
  return (
    <section className="area-page cv-database" data-testid="cv-database-page">
      <header className="area-page__header">
        <h1>{t('sidebar.cvDatabase')}</h1>
      </header>
      <CvFiltersForm key={params.toString()} initial={filters} onSearch={(next) => setParams(filtersToParams(next))} />
      <p data-testid="cv-total">{data ? t('employer.cv.total', { count: data.total }) : null}</p>
      <p className="field__hint" data-testid="cv-contact-rule">{data && !data.contactAccess && data.contactNotice ? t('employer.cv.upgradeNotice') : t('employer.cv.contactRule')}</p>
      {isPending ? <p className="table__status">{t('common.loading')}</p> : null}
      {!isPending && (isError || rows.length === 0) ? <p className="table__status" data-testid="cv-empty">{t('common.noData')}</p> : null}
      <div className="cv-results">
        {rows.map((row) => (
          <CvResultCard key={row.ID} result={row} hiddenReason={data?.contactAccess ? 'candidateTier' : 'access'} />
        ))}
      </div>
      <Pager
        showTotal
        page={page}
        pageSize={PAGE_SIZE}
        total={data?.total ?? 0}
        onPage={(next) => {
          const query = filtersToParams(filters);
          query.set('page', String(next));
          setParams(query);
        }}
      />
    </section>
  );
}
