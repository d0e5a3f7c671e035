import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { coachingCourseHref, type CoachingCourseCardDto } from '@fj/shared';
import { Img } from '../../../components/Img';
import { mediaUrl } from '../../candidates/media-url';
import { CourseFacts } from './CourseFacts';
import { CoursePrice } from './CoursePrice';
import { ProgressBar } from './ProgressBar';
import { Stars } from './Stars';
import { TaughtBy } from './TaughtBy';

/** One course in the catalogue: cover, what it is, who teaches it, how long, its rating and price (or my progress). */
export function CourseCard({ course }: { course: CoachingCourseCardDto }) {
  const { t } = useTranslation();
  return (
    <li className="coaching-card" data-testid="coaching-card">
      <Img className="coaching-card__cover" src={mediaUrl(course.coverImage)} alt="" width={480} height={270} />
      <div className="coaching-card__body">
        <CourseFacts course={course} />
        <h2 className="coaching-card__title">
          <Link to={coachingCourseHref(course.slug)} dir="auto" data-i18n-skip="">
            {course.title}
          </Link>
        </h2>
        <p className="coaching-card__summary" dir="auto" data-i18n-skip="">
          {course.summary}
        </p>
        <p className="coaching-card__meta">
          <TaughtBy name={course.coach.name} />
          <span>{t('coaching.course.lessons', { count: course.lessonCount })}</span>
          {course.durationMinutes > 0 ? <span>{t('coaching.course.minutes', { count: course.durationMinutes })}</span> : null}
        </p>
        <div className="coaching-card__foot">
          <Stars rating={course.rating.average} count={course.rating.count} />
          {course.enrollment ? <ProgressBar percent={course.enrollment.progressPercent} /> : <CoursePrice price={course.price} />}
        </div>
      </div>
    </li>
  );
}
