import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES, adminCoachingCourseHref, adminCoachingLearnersHref, coachingCourseHref, isAdministrator, type CoachingAdminCourseDetailDto } from '@fj/shared';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { EmptyState } from '../../../../components/EmptyState';
import { PageLoading } from '../../../../components/PageLoading';
import { Tabs } from '../../../../components/Tabs';
import { notifyError, notifySuccess } from '../../../../components/toasts';
import { useSession } from '../../../../app/session/session-context';
import { apiErrorMessage, apiErrorStatus } from '../../../../lib/api-errors';
import { RequirePermission } from '../../../admin/components/RequirePermission';
import { useAuthoredCourse, useDeleteCourse } from '../api/authoring';
import { CourseDetailsForm } from '../components/CourseDetailsForm';
import { CourseOutline } from '../components/CourseOutline';
import { CourseStatusBadge } from '../components/CourseStatusBadge';
import { LessonEditor } from '../components/LessonEditor';
import { NEW_COURSE, NEW_LESSON } from '../lib/new-course';
import '../../../admin/admin.css';
import '../coaching-admin.css';

/** `/admin/coaching/courses/{id}` (or `new`): the course's details, and its modules, lessons, attachments and quizzes. */
export function AdminCoachingCoursePage() {
  return (
    <RequirePermission permission="author_courses">
      <CourseEditorScreen />
    </RequirePermission>
  );
}

function CourseEditorScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { roles } = useSession();
  const administrator = isAdministrator(roles);
  if (id === NEW_COURSE) {
    return (
      <section className="admin-page coaching-admin" data-testid="admin-coaching-course">
        <BackLink />
        <h1>{t('coachingAdmin.details.titleNew')}</h1>
        <p className="lead">{t('coachingAdmin.details.newLead')}</p>
        <CourseDetailsForm course={null} canChooseCoach={administrator} onCreated={(created) => navigate(`${adminCoachingCourseHref(created)}?tab=content`, { replace: true })} />
      </section>
    );
  }
  const courseId = /^\d+$/.test(id) ? Number(id) : null;
  return courseId === null ? <CourseMissing /> : <ExistingCourse courseId={courseId} administrator={administrator} />;
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to={ROUTES.adminCoaching} className="coaching-admin__back">
      <span aria-hidden="true" className="coaching-admin__back-arrow">
        ←
      </span>{' '}
      {t('coachingAdmin.backToCourses')}
    </Link>
  );
}

function CourseMissing() {
  const { t } = useTranslation();
  return (
    <section className="admin-page coaching-admin" data-testid="admin-coaching-course-missing">
      <BackLink />
      <h1>{t('coachingAdmin.screens.course')}</h1>
      <EmptyState illustration="search" title={t('coachingAdmin.details.notFoundTitle')} body={t('coachingAdmin.details.notFoundBody')} action={{ label: t('coachingAdmin.backToCourses'), to: ROUTES.adminCoaching }} headingLevel={2} />
    </section>
  );
}

function ExistingCourse({ courseId, administrator }: { courseId: number; administrator: boolean }) {
  const { t } = useTranslation();
  const { data: course, isPending, error, refetch } = useAuthoredCourse(courseId);
  const [params, setParams] = useSearchParams();
  if (isPending) return <PageLoading />;
  if (!course) {
    if (apiErrorStatus(error) === 404) return <CourseMissing />;
    return (
      <section className="admin-page coaching-admin">
        <BackLink />
        <p role="alert">{apiErrorMessage(error)}</p>
        <button type="button" className="button" onClick={() => void refetch()}>
          {t('coachingAdmin.retry')}
        </button>
      </section>
    );
  }
  const tab = params.get('tab') === 'content' ? 'content' : 'details';
  const setQuery = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };
  return (
    <section className="admin-page coaching-admin" data-testid="admin-coaching-course">
      <CourseHeader course={course} />
      <Tabs
        keepMounted
        active={tab}
        onChange={(code) => setQuery({ tab: code === 'content' ? 'content' : null })}
        tabs={[
          { code: 'details', label: t('coachingAdmin.tabs.details'), content: <CourseDetailsForm course={course} canChooseCoach={administrator} /> },
          { code: 'content', label: t('coachingAdmin.tabs.content', { count: course.modules.reduce((sum, module) => sum + module.lessons.length, 0) }), content: <CourseContent course={course} params={params} setQuery={setQuery} /> },
        ]}
      />
    </section>
  );
}

function CourseHeader({ course }: { course: CoachingAdminCourseDetailDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteCourse();
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <BackLink />
      <header className="admin-page__header">
        <div className="coaching-admin__title">
          <h1 dir="auto" data-i18n-skip="">
            {course.title}
          </h1>
          <CourseStatusBadge published={course.published} />
        </div>
        <div className="coaching-admin__header-actions">
          <Link className="button button--ghost" to={adminCoachingLearnersHref(course.id)} data-testid="course-learners">
            {t('coachingAdmin.details.learners', { count: course.enrollments })}
          </Link>
          {course.published ? (
            <Link className="button button--ghost" to={coachingCourseHref(course.slug)} data-testid="course-public">
              {t('coachingAdmin.details.viewPublic')}
            </Link>
          ) : null}
          {/* The API keeps a course someone is enrolled in (409): unpublishing takes it out of the catalogue. */}
          {course.enrollments === 0 ? (
            <button type="button" className="button button--ghost coaching-admin__danger" onClick={() => setDeleting(true)} data-testid="course-delete">
              {t('coachingAdmin.details.delete')}
            </button>
          ) : null}
        </div>
      </header>
      <ConfirmDialog
        open={deleting}
        message={t('coachingAdmin.details.deleteQuestion')}
        busy={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(course.id);
            notifySuccess(t('coachingAdmin.details.deleted'));
            navigate(ROUTES.adminCoaching, { replace: true });
          } catch (error) {
            notifyError(apiErrorMessage(error));
            setDeleting(false);
          }
        }}
      />
    </>
  );
}

/** The outline beside the open lesson (`?lesson={id}`, or `?lesson=new&module={id}` for a new one). */
function CourseContent({ course, params, setQuery }: { course: CoachingAdminCourseDetailDto; params: URLSearchParams; setQuery: (change: Record<string, string | null>) => void }) {
  const lessons = course.modules.flatMap((module) => module.lessons);
  const lessonParam = params.get('lesson');
  const moduleParam = Number(params.get('module'));
  const openLesson = lessons.find((lesson) => String(lesson.id) === lessonParam) ?? null;
  const newIn = lessonParam === NEW_LESSON && course.modules.some((module) => module.id === moduleParam) ? moduleParam : null;
  const editing = openLesson !== null || newIn !== null;
  return (
    <div className={`coaching-admin__content${editing ? ' coaching-admin__content--editing' : ''}`}>
      <CourseOutline
        course={course}
        selectedLessonId={openLesson?.id ?? null}
        onOpenLesson={(lessonId) => setQuery({ lesson: String(lessonId), module: null })}
        onNewLesson={(moduleId) => setQuery({ lesson: NEW_LESSON, module: String(moduleId) })}
      />
      {editing ? (
        <LessonEditor
          course={course}
          lesson={openLesson}
          moduleId={openLesson?.moduleId ?? newIn!}
          onSaved={(lessonId) => setQuery({ lesson: String(lessonId), module: null })}
          onClose={() => setQuery({ lesson: null, module: null })}
        />
      ) : null}
    </div>
  );
}
