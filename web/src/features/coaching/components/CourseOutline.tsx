import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { coachingLearnHref, type CoachingModuleOutlineDto } from '@fj/shared';

interface CourseOutlineProps {
  slug: string;
  modules: CoachingModuleOutlineDto[];
  /** Enrolled: every lesson opens; otherwise only the free previews do. */
  enrolled: boolean;
  /** The lesson on screen (the learning page's side list). */
  currentLessonId?: number;
}

/** A padlock drawn in the text colour (an emoji would need a font the phone may not have). */
const LockIcon = () => (
  <svg className="coaching-outline__lock" viewBox="0 0 16 16" width="13" height="13" focusable="false">
    <rect x="3" y="7" width="10" height="8" rx="1.5" fill="currentColor" />
    <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
  </svg>
);

/** Modules and their lessons in order, with what each holds (video, quiz) and, for a learner, what is done. */
export function CourseOutline({ slug, modules, enrolled, currentLessonId }: CourseOutlineProps) {
  const { t } = useTranslation();
  return (
    <ol className="coaching-outline" data-testid="coaching-outline">
      {modules.map((module) => (
        <li key={module.id} className="coaching-outline__module">
          <h3 className="coaching-outline__module-title" dir="auto" data-i18n-skip="">
            {module.title}
          </h3>
          <ol className="coaching-outline__lessons">
            {module.lessons.map((lesson) => {
              const open = enrolled || lesson.isPreview;
              const current = lesson.id === currentLessonId;
              const title = (
                <span className="coaching-outline__lesson-title" dir="auto" data-i18n-skip="">
                  {lesson.title}
                </span>
              );
              return (
                <li
                  key={lesson.id}
                  className={`coaching-outline__lesson${lesson.completed ? ' coaching-outline__lesson--done' : ''}${current ? ' coaching-outline__lesson--current' : ''}`}
                  data-testid="coaching-outline-lesson"
                >
                  <span className="coaching-outline__mark" aria-hidden="true">
                    {lesson.completed ? '✓' : open ? '○' : <LockIcon />}
                  </span>
                  {lesson.completed ? <span className="visually-hidden">{t('coaching.outline.completed')}</span> : null}
                  {open ? (
                    <Link to={coachingLearnHref(slug, lesson.id)} aria-current={current ? 'page' : undefined}>
                      {title}
                    </Link>
                  ) : (
                    title
                  )}
                  <span className="coaching-outline__tags">
                    {lesson.isPreview && !enrolled ? <span className="badge badge--green">{t('coaching.outline.preview')}</span> : null}
                    {lesson.hasVideo ? <span className="coaching-outline__tag">{t('coaching.outline.video')}</span> : null}
                    {lesson.hasQuiz ? <span className="coaching-outline__tag">{t('coaching.outline.quiz')}</span> : null}
                    {lesson.durationMinutes ? <span className="coaching-outline__tag">{t('coaching.course.minutes', { count: lesson.durationMinutes })}</span> : null}
                  </span>
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}
