import { useTranslation } from 'react-i18next';
import { useAdminAllJobs } from '../api/admin-api';
import { FilterSelect } from './FilterSelect';
import { translatedOptions } from './filter-options';
import { JOB_STATES, useJobColumns } from './job-columns';
import { useListParams } from './ListControls';
import { ListResults } from './ListResults';

/** One organisation's jobs, newest first, by state; the state and page live in the address. */
export function EmployerJobs({ employerId }: { employerId: number }) {
  const { t } = useTranslation();
  const { page, values, query, update } = useListParams(['state']);
  const { data, isPending, isError } = useAdminAllJobs({ ...query, employer_id: employerId });
  const columns = useJobColumns();
  return (
    <section className="admin-history" aria-labelledby="admin-employer-jobs">
      <h2 id="admin-employer-jobs">{t('admin.employer.jobs')}</h2>
      <div className="admin-filters">
        <FilterSelect label={t('admin.columns.status')} value={values.state} onChange={(state) => update({ state })} options={translatedOptions(t, JOB_STATES, 'admin.allJobs.states')} testId="admin-employer-jobs-state" />
      </div>
      {isError ? <p role="alert">{t('admin.loadError')}</p> : null}
      <ListResults
        data={data}
        loading={isPending && !isError}
        columns={[columns.title, columns.state, columns.class, columns.posted, columns.deadline, columns.applications, columns.edit]}
        caption={t('admin.employer.jobs')}
        rowTestId="admin-employer-job"
        page={page}
        onPage={(next) => update({ page: next })}
      />
    </section>
  );
}
