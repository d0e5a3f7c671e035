import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES, coachingCourseHref } from '@fj/shared';
import { PageLoading } from '../../../components/PageLoading';
import { RichText } from '../../../components/RichText';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage, apiErrorStatus } from '../../../lib/api-errors';
import { useDocumentTitle } from '../../../lib/hooks/useDocumentTitle';
import { useCourse } from '../api/course';
import { useCompleteLesson, useLesson } from '../api/lesson';
import { CourseOutline } from '../components/CourseOutline';
import { LessonAttachments } from '../components/LessonAttachments';
import { LessonNav } from '../components/LessonNav';
import { LessonVideo } from '../components/LessonVideo';
import { ProgressBar } from '../components/ProgressBar';
import { QuizForm } from '../components/QuizForm';
import '../coaching.css';

/** On a phone the outline starts folded, so the lesson itself is on the first screen. */
const wideScreen = () => typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 1000px)').matches;

/**
 * `/coaching/learn/:slug/:lessonId`: one lesson (text, video, files, quiz) beside the course outline, with the
 * course's progress, "Mark as complete" and the way to the previous and next lessons. Enrolled learners only, except
 * a course's free preview lessons.
 */
export function LearnPage() {
  const { t } = useTranslation();
  const { slug = '', lessonId: param } = useParams();
  const lessonId = param && /^\d+$/.test(param) ? Number(param) : 0;
  const { data: lesson, isPending, isError, error, refetch } = useLesson(lessonId);
  const { data: course } = useCourse(slug);
  const complete = useCompleteLesson(lessonId);
  useDocumentTitle(lesson?.title);

  if (lessonId && isPending) return <PageLoading />;
  if (!lessonId || isError || !lesson) {
    const status = lessonId ? apiErrorStatus(error) : 404;
    return (
      <section className="coaching-page" data-testid="coaching-lesson-refused">
        <h1>{status === 403 ? t('coaching.lesson.forbidden') : status === 404 ? t('coaching.lesson.notFound') : t('coaching.lesson.loadError')}</h1>
        {status === 403 ? <p>{t('coaching.lesson.forbiddenBody')}</p> : null}
        <p className="coaching-actions">
          {status !== 403 && status !== 404 ? (
            <button type="button" className="button button--ghost" onClick={() => void refetch()}>
              {t('common.retry')}
            </button>
          ) : null}
          <Link className="button" to={slug ? coachingCourseHref(slug) : ROUTES.coaching}>
            {t('coaching.lesson.toCourse')}
          </Link>
        </p>
      </section>
    );
  }

  const markComplete = async () => {
    try {
      await complete.mutateAsync();
      notifySuccess(t('coaching.lesson.completedToast'));
    } catch (caught) {
      notifyError(apiErrorMessage(caught));
    }
  };
  const enrolled = lesson.enrollment !== null;
  const quizBlocks = lesson.quiz !== null && !lesson.quiz.passed;

  return (
    <div className="coaching-page coaching-learn" data-testid="coaching-learn-page">
      <aside className="coaching-learn__side" aria-labelledby="coaching-learn-course">
        <Link id="coaching-learn-course" className="coaching-learn__course" to={coachingCourseHref(lesson.courseSlug)} dir="auto" data-i18n-skip="">
          {lesson.courseTitle}
        </Link>
        {lesson.enrollment ? <ProgressBar percent={lesson.enrollment.progressPercent} /> : null}
        {lesson.enrollment?.completed ? (
          <p className="notice" data-testid="coaching-course-complete">
            {t('coaching.lesson.courseComplete')} <Link to={ROUTES.coachingEnrollments}>{t('coaching.lesson.toCertificate')}</Link>
          </p>
        ) : null}
        {course ? (
          <details className="coaching-learn__outline" open={wideScreen()}>
            <summary>{t('coaching.course.outline')}</summary>
            <CourseOutline slug={course.slug} modules={course.modules} enrolled={course.enrollment !== null} currentLessonId={lesson.id} />
          </details>
        ) : null}
      </aside>
      <article className="coaching-learn__main" aria-labelledby="coaching-lesson-title">
        <p className="coaching-learn__module" dir="auto" data-i18n-skip="">
          {lesson.moduleTitle}
        </p>
        <h1 id="coaching-lesson-title" dir="auto" data-i18n-skip="">
          {lesson.title}
        </h1>
        {lesson.durationMinutes ? <p className="field__hint">{t('coaching.course.minutes', { count: lesson.durationMinutes })}</p> : null}
        {!enrolled ? (
          <p className="notice notice--info" data-testid="coaching-preview-note">
            {t('coaching.lesson.previewNote')} <Link to={coachingCourseHref(lesson.courseSlug)}>{t('coaching.lesson.toCourse')}</Link>
          </p>
        ) : null}
        {lesson.videoEmbedUrl ? <LessonVideo src={lesson.videoEmbedUrl} title={lesson.title} /> : null}
        <RichText value={lesson.body} className="coaching-lesson__body" testId="coaching-lesson-body" />
        <LessonAttachments attachments={lesson.attachments} />
        {lesson.quiz ? <QuizForm key={lesson.quiz.id} quiz={lesson.quiz} enrolled={enrolled} /> : null}
        {enrolled ? (
          <div className="coaching-complete" data-testid="coaching-complete-bar">
            {lesson.completed ? (
              <p className="coaching-complete__done" data-testid="coaching-lesson-done">
                <span aria-hidden="true">✓</span> {t('coaching.lesson.completed')}
              </p>
            ) : quizBlocks ? (
              <p className="field__hint">{t('coaching.lesson.passQuizFirst')}</p>
            ) : (
              <button type="button" className="button" onClick={() => void markComplete()} disabled={complete.isPending} data-testid="coaching-mark-complete">
                {complete.isPending ? t('coaching.course.working') : t('coaching.lesson.markComplete')}
              </button>
            )}
          </div>
        ) : null}
        <LessonNav slug={lesson.courseSlug} previousId={lesson.previousLessonId} nextId={lesson.nextLessonId} />
      </article>
    </div>
  );
}
