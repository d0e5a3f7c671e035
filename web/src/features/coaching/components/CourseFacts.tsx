import { useTranslation } from 'react-i18next';
import type { CoachingCourseCardDto } from '@fj/shared';

/** Category, level and teaching language of a course, as small labels. */
export function CourseFacts({ course }: { course: Pick<CoachingCourseCardDto, 'category' | 'level' | 'language'> }) {
  const { t } = useTranslation();
  return (
    <ul className="coaching-facts" aria-label={t('coaching.course.facts')}>
      <li className="badge badge--accent">{t(`coaching.categories.${course.category}`)}</li>
      <li className="badge">{t(`coaching.levels.${course.level}`)}</li>
      <li className="badge">{t(`coaching.languages.${course.language}`)}</li>
    </ul>
  );
}
