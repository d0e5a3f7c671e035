import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { coachingCourseHref, coachingLearnHref, type CoachingEnrollmentDto } from '@fj/shared';
import { Img } from '../../../components/Img';
import { mediaUrl } from '../../candidates/media-url';
import { formatDate } from '../../../lib/format-date';
import { CertificateActions } from './CertificateActions';
import { MessageCoachButton } from './MessageCoachButton';
import { ProgressBar } from './ProgressBar';
import { TaughtBy } from './TaughtBy';

/** One of my courses: progress, where to continue, the certificate once finished, and the coach to write to. */
export function EnrollmentCard({ enrollment }: { enrollment: CoachingEnrollmentDto }) {
  const { t, i18n } = useTranslation();
  const { course } = enrollment;
  return (
    <li className="coaching-enrollment" data-testid="coaching-enrollment">
      <Img className="coaching-enrollment__cover" src={mediaUrl(course.coverImage)} alt="" width={240} height={135} />
      <div className="coaching-enrollment__body">
        <h2 className="coaching-enrollment__title">
          <Link to={coachingCourseHref(course.slug)} dir="auto" data-i18n-skip="">
            {course.title}
          </Link>
        </h2>
        <p className="coaching-card__meta">
          <TaughtBy name={course.coach.name} />
          <span>{t('coaching.enrollments.since', { date: formatDate(enrollment.enrolled, i18n.language) })}</span>
          <span>{t('coaching.enrollments.lessonsDone', { done: enrollment.completedLessons, total: enrollment.totalLessons })}</span>
        </p>
        <ProgressBar percent={enrollment.progressPercent} />
        {enrollment.completed ? (
          <p className="coaching-enrollment__done" data-testid="coaching-enrollment-done">
            <span className="badge badge--success">{t('coaching.enrollments.completed')}</span>
            {enrollment.certificate ? ` ${t('coaching.enrollments.issued', { date: formatDate(enrollment.certificate.issued, i18n.language) })}` : null}
          </p>
        ) : null}
        <div className="coaching-actions">
          {enrollment.continueLessonId && !enrollment.completed ? (
            <Link className="button" to={coachingLearnHref(course.slug, enrollment.continueLessonId)} data-testid="coaching-enrollment-continue">
              {enrollment.progressPercent > 0 ? t('coaching.course.continue') : t('coaching.course.start')}
            </Link>
          ) : null}
          <CertificateActions enrollment={enrollment} />
          <MessageCoachButton enrollmentId={enrollment.id} threadId={enrollment.threadId} />
        </div>
      </div>
    </li>
  );
}
