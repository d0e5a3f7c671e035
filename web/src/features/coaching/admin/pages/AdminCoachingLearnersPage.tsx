import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES, adminCoachingCourseHref, coachingCertificateHref, type CoachingLearnerProgressDto } from '@fj/shared';
import { EmptyState } from '../../../../components/EmptyState';
import { Pager } from '../../../../components/Pager';
import { Table, type TableColumn } from '../../../../components/Table';
import { formatDate, relativeTime } from '../../../../lib/format-date';
import { apiErrorMessage, apiErrorStatus } from '../../../../lib/api-errors';
import { RequirePermission } from '../../../admin/components/RequirePermission';
import { LEARNERS_PAGE_SIZE, useAuthoredCourse, useCourseLearners } from '../api/authoring';
import { ProgressMeter } from '../components/ProgressMeter';
import '../../../admin/admin.css';
import '../coaching-admin.css';

/** `/admin/coaching/courses/{id}/learners`: who is enrolled, how far each has come, quizzes passed, certificates. */
export function AdminCoachingLearnersPage() {
  return (
    <RequirePermission permission="author_courses">
      <Learners />
    </RequirePermission>
  );
}

function Learners() {
  const { id = '' } = useParams();
  const courseId = /^\d+$/.test(id) ? Number(id) : 0;
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const course = useAuthoredCourse(courseId || null);
  const learners = useCourseLearners(courseId, page);
  const missing = courseId === 0 || apiErrorStatus(course.error) === 404 || apiErrorStatus(learners.error) === 404;
  // Progress next to the name: on a phone the table scrolls sideways, and these show first.
  const columns: TableColumn<CoachingLearnerProgressDto>[] = [
    {
      key: 'learner',
      header: t('coachingAdmin.learners.learner'),
      cell: (row) => (
        <div className="coaching-admin__course-cell">
          <span data-i18n-skip="" className="coaching-admin__learner-name">
            <bdi>{row.learner.name}</bdi>
          </span>
          <a href={`mailto:${row.learner.email}`} dir="ltr" className="admin-hint" data-i18n-skip="">
            {row.learner.email}
          </a>
        </div>
      ),
    },
    { key: 'progress', header: t('coachingAdmin.learners.progress'), cell: (row) => <ProgressMeter percent={row.progressPercent} /> },
    { key: 'lessons', header: t('coachingAdmin.learners.lessons'), cell: (row) => <span className="admin-nowrap">{t('coachingAdmin.learners.ofTotal', { done: row.completedLessons, total: row.totalLessons })}</span> },
    {
      key: 'quizzes',
      header: t('coachingAdmin.learners.quizzes'),
      cell: (row) =>
        row.quizzesTotal === 0 ? <span className="admin-hint">{t('coachingAdmin.learners.noQuizzes')}</span> : <span className="admin-nowrap">{t('coachingAdmin.learners.ofTotal', { done: row.quizzesPassed, total: row.quizzesTotal })}</span>,
    },
    {
      key: 'activity',
      header: t('coachingAdmin.learners.lastActivity'),
      cell: (row) => (row.lastActivity ? <time dateTime={row.lastActivity} title={formatDate(row.lastActivity, i18n.language)}>{relativeTime(row.lastActivity, i18n.language)}</time> : <span className="admin-hint">{t('coachingAdmin.learners.never')}</span>),
    },
    {
      key: 'enrolled',
      header: t('coachingAdmin.learners.enrolled'),
      cell: (row) => (
        <div className="coaching-admin__course-cell">
          <span className="admin-nowrap">{formatDate(row.enrolled, i18n.language)}</span>
          <span className="admin-hint">{t(`coachingAdmin.learners.sources.${row.source}`)}</span>
        </div>
      ),
    },
    {
      key: 'certificate',
      header: t('coachingAdmin.learners.certificate'),
      cell: (row) =>
        row.certificateCode ? (
          <Link to={coachingCertificateHref(row.certificateCode)} data-testid="learner-certificate">
            {t('coachingAdmin.learners.viewCertificate')}
          </Link>
        ) : (
          <span className="admin-hint">{t('coachingAdmin.learners.noCertificate')}</span>
        ),
    },
  ];
  if (missing) {
    return (
      <section className="admin-page coaching-admin" data-testid="admin-coaching-learners-missing">
        <h1>{t('coachingAdmin.screens.learners')}</h1>
      <EmptyState illustration="search" title={t('coachingAdmin.details.notFoundTitle')} body={t('coachingAdmin.details.notFoundBody')} action={{ label: t('coachingAdmin.backToCourses'), to: ROUTES.adminCoaching }} headingLevel={2} />
      </section>
    );
  }
  return (
    <section className="admin-page coaching-admin" data-testid="admin-coaching-learners">
      <Link to={course.data ? adminCoachingCourseHref(course.data.id) : ROUTES.adminCoaching} className="coaching-admin__back">
        <span aria-hidden="true" className="coaching-admin__back-arrow">
          ←
        </span>{' '}
        {course.data ? t('coachingAdmin.learners.backToCourse') : t('coachingAdmin.backToCourses')}
      </Link>
      <header>
        <h1>{t('coachingAdmin.learners.title')}</h1>
        {course.data ? (
          <>
            <p className="coaching-admin__course-name" data-i18n-skip="">
              <bdi>{course.data.title}</bdi>
            </p>
            <p className="lead">{t('coachingAdmin.learners.summary', { count: course.data.enrollments, completed: course.data.completions })}</p>
          </>
        ) : null}
      </header>
      {learners.isError ? (
        <p role="alert">{apiErrorMessage(learners.error)}</p>
      ) : (
        <>
          <Table
            columns={columns}
            rows={learners.data?.data}
            loading={learners.isPending}
            rowKey={(row) => row.enrollmentId}
            caption={t('coachingAdmin.learners.title')}
            captionHidden
            rowTestId="learner-row"
            empty={<EmptyState illustration="list" title={t('coachingAdmin.learners.emptyTitle')} body={t('coachingAdmin.learners.emptyBody')} compact />}
          />
          <Pager
            page={page}
            pageSize={LEARNERS_PAGE_SIZE}
            total={learners.data?.total ?? 0}
            onPage={(next) => setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams(), { replace: true })}
            showTotal
          />
        </>
      )}
    </section>
  );
}
