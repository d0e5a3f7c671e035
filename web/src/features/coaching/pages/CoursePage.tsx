import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { Img } from '../../../components/Img';
import { mediaUrl } from '../../candidates/media-url';
import { PageLoading } from '../../../components/PageLoading';
import { RichText } from '../../../components/RichText';
import { apiErrorStatus } from '../../../lib/api-errors';
import { useDocumentTitle } from '../../../lib/hooks/useDocumentTitle';
import { useCourse } from '../api/course';
import { CoachCard } from '../components/CoachCard';
import { CourseFacts } from '../components/CourseFacts';
import { CourseOutline } from '../components/CourseOutline';
import { CoursePrice } from '../components/CoursePrice';
import { EnrollAction } from '../components/EnrollAction';
import { ProgressBar } from '../components/ProgressBar';
import { ReviewForm } from '../components/ReviewForm';
import { ReviewList } from '../components/ReviewList';
import { Stars } from '../components/Stars';
import '../coaching.css';

/** `/coaching/course/:slug`: what the course teaches, its outline, the coach, reviews, and enroll / buy / continue. */
export function CoursePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { data: course, isPending, isError, error, refetch } = useCourse(slug);
  useDocumentTitle(course?.title);

  if (isPending) return <PageLoading />;
  if (isError || !course) {
    const missing = apiErrorStatus(error) === 404;
    return (
      <section className="coaching-page" data-testid="coaching-course-missing">
        <h1>{missing ? t('coaching.course.notFound') : t('coaching.course.loadError')}</h1>
        {missing ? null : (
          <button type="button" className="button button--ghost" onClick={() => void refetch()}>
            {t('common.retry')}
          </button>
        )}
        <Link className="button button--ghost" to={ROUTES.coaching}>
          {t('coaching.backToCatalogue')}
        </Link>
      </section>
    );
  }

  const lessonCount = course.modules.reduce((sum, module) => sum + module.lessons.length, 0);
  const mine = course.reviews.find((review) => review.mine);
  return (
    <article className="coaching-page coaching-course" data-testid="coaching-course-page">
      <Link className="coaching-back" to={ROUTES.coaching}>
        {t('coaching.backToCatalogue')}
      </Link>
      <div className="coaching-course__layout">
        <div className="coaching-course__main">
          <header className="coaching-course__intro">
            <CourseFacts course={course} />
            <h1 dir="auto" data-i18n-skip="">
              {course.title}
            </h1>
            <p className="lead" dir="auto" data-i18n-skip="">
              {course.summary}
            </p>
            <p className="coaching-card__meta">
              <span>{t('coaching.course.lessons', { count: lessonCount })}</span>
              {course.durationMinutes > 0 ? <span>{t('coaching.course.minutes', { count: course.durationMinutes })}</span> : null}
              <Stars rating={course.rating.average} count={course.rating.count} />
            </p>
          </header>
          <section aria-labelledby="coaching-about-title" className="coaching-section">
            <h2 id="coaching-about-title">{t('coaching.course.about')}</h2>
            <RichText value={course.description} testId="coaching-description" />
          </section>
          <section aria-labelledby="coaching-outline-title" className="coaching-section">
            <h2 id="coaching-outline-title">{t('coaching.course.outline')}</h2>
            <CourseOutline slug={course.slug} modules={course.modules} enrolled={course.enrollment !== null} />
          </section>
          <section aria-labelledby="coaching-reviews-title" className="coaching-section">
            <h2 id="coaching-reviews-title">{t('coaching.reviews.title')}</h2>
            {course.canReview ? <ReviewForm slug={course.slug} mine={mine} /> : null}
            <ReviewList reviews={course.reviews} />
          </section>
        </div>
        <aside className="coaching-course__action coaching-panel" aria-label={t('coaching.course.takeIt')}>
          <Img className="coaching-course__cover" src={mediaUrl(course.coverImage)} alt="" width={480} height={270} />
          {course.enrollment ? <ProgressBar percent={course.enrollment.progressPercent} /> : <CoursePrice price={course.price} />}
          <EnrollAction course={course} />
          {course.price && !course.enrollment ? <p className="field__hint">{t('coaching.course.paidHint')}</p> : null}
          <CoachCard coach={course.coach} />
        </aside>
      </div>
    </article>
  );
}
