import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { adminCoachingCourseHref, adminCoachingLearnersHref, isAdministrator, type CoachingAdminCourseDto } from '@fj/shared';
import { EmptyState } from '../../../../components/EmptyState';
import { Pager } from '../../../../components/Pager';
import { Table, type TableColumn } from '../../../../components/Table';
import { useSession } from '../../../../app/session/session-context';
import { formatDate } from '../../../../lib/format-date';
import { RequirePermission } from '../../../admin/components/RequirePermission';
import { SearchField, useSearchDraft } from '../../../admin/components/SearchField';
import { COURSES_PAGE_SIZE, useAuthoredCourses } from '../api/authoring';
import { CoursePrice } from '../components/CoursePrice';
import { CourseStatusBadge } from '../components/CourseStatusBadge';
import { NEW_COURSE } from '../lib/new-course';
import '../../../admin/admin.css';
import '../coaching-admin.css';

/** `/admin/coaching/`: a coach's courses (every course for an administrator) with their enrollments and completions. */
export function AdminCoachingPage() {
  return (
    <RequirePermission permission="author_courses">
      <CourseList />
    </RequirePermission>
  );
}

function CourseList() {
  const { t, i18n } = useTranslation();
  const { roles } = useSession();
  const administrator = isAdministrator(roles);
  const [params, setParams] = useSearchParams();
  const applied = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, isError } = useAuthoredCourses(page, applied);
  const update = (next: { q?: string; page?: number }) => {
    const query = new URLSearchParams();
    const q = next.q ?? applied;
    if (q) query.set('q', q);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query, { replace: true });
  };
  const { search, setSearch, submit } = useSearchDraft(applied, (q) => update({ q, page: 1 }));
  // The counts next to the title: on a phone the table scrolls sideways, and these show first.
  const columns: TableColumn<CoachingAdminCourseDto>[] = [
    {
      key: 'course',
      header: t('coachingAdmin.list.course'),
      cell: (row) => (
        <div className="coaching-admin__course-cell">
          <Link to={adminCoachingCourseHref(row.id)} dir="auto" data-i18n-skip="" data-testid="course-link">
            {row.title}
          </Link>
          <span className="admin-hint">
            {t(`coachingAdmin.categories.${row.category}`)} · {t(`coachingAdmin.levels.${row.level}`)} · {t(`coachingAdmin.languages.${row.language}`)}
          </span>
        </div>
      ),
    },
    { key: 'enrollments', header: t('coachingAdmin.list.enrollments'), cell: (row) => <span data-testid="course-enrollments">{row.enrollments}</span> },
    { key: 'completions', header: t('coachingAdmin.list.completions'), cell: (row) => <span data-testid="course-completions">{row.completions}</span> },
    { key: 'status', header: t('coachingAdmin.list.status'), cell: (row) => <CourseStatusBadge published={row.published} /> },
    { key: 'price', header: t('coachingAdmin.list.price'), cell: (row) => <CoursePrice priceMinor={row.priceMinor} /> },
    ...(administrator
      ? [{ key: 'coach', header: t('coachingAdmin.list.coach'), cell: (row: CoachingAdminCourseDto) => <span dir="auto" data-i18n-skip="">{row.coach.name}</span> }]
      : []),
    { key: 'updated', header: t('coachingAdmin.list.updated'), cell: (row) => <span className="admin-nowrap">{formatDate(row.updated, i18n.language)}</span> },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('coachingAdmin.list.actions')}</span>,
      cell: (row) => (
        <div className="coaching-admin__row-actions">
          <Link to={adminCoachingCourseHref(row.id)} aria-label={t('coachingAdmin.list.editNamed', { title: row.title })}>
            {t('coachingAdmin.list.edit')}
          </Link>
          <Link to={adminCoachingLearnersHref(row.id)} aria-label={t('coachingAdmin.list.learnersNamed', { title: row.title })} data-testid="course-learners-link">
            {t('coachingAdmin.list.learners')}
          </Link>
        </div>
      ),
    },
  ];
  return (
    <section className="admin-page coaching-admin" data-testid="admin-coaching">
      <header className="admin-page__header">
        <div>
          <h1>{t('coachingAdmin.list.title')}</h1>
          <p className="lead">{administrator ? t('coachingAdmin.list.leadAdmin') : t('coachingAdmin.list.leadCoach')}</p>
        </div>
        <Link className="button" to={adminCoachingCourseHref(NEW_COURSE)} data-testid="new-course">
          {t('coachingAdmin.list.newCourse')}
        </Link>
      </header>
      <form className="admin-filters" role="search" onSubmit={submit}>
        <SearchField label={t('coachingAdmin.list.search')} value={search} onChange={setSearch} testId="course-search" />
        <button type="submit" className="button button--ghost">
          {t('coachingAdmin.list.searchButton')}
        </button>
      </form>
      {isError ? (
        <p role="alert" className="coaching-admin__error">
          {t('coachingAdmin.list.error')}
        </p>
      ) : (
        <>
          <p className="admin-count" aria-live="polite">
            {data ? t('admin.filters.found', { count: data.total }) : ''}
          </p>
          <Table
            columns={columns}
            rows={data?.data}
            loading={isPending}
            rowKey={(row) => row.id}
            caption={t('coachingAdmin.list.title')}
            captionHidden
            rowTestId="course-row"
            empty={
              <EmptyState
                illustration="document"
                title={applied ? t('coachingAdmin.list.noMatchTitle') : t('coachingAdmin.list.emptyTitle')}
                body={applied ? t('coachingAdmin.list.noMatchBody') : t('coachingAdmin.list.emptyBody')}
                action={applied ? { label: t('coachingAdmin.list.clearSearch'), onClick: () => { setSearch(''); update({ q: '', page: 1 }); } } : { label: t('coachingAdmin.list.newCourse'), to: adminCoachingCourseHref(NEW_COURSE) }}
                compact
              />
            }
          />
          <Pager page={page} pageSize={COURSES_PAGE_SIZE} total={data?.total ?? 0} onPage={(next) => update({ page: next })} showTotal />
        </>
      )}
    </section>
  );
}
