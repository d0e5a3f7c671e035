import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { coachingLearnHref } from '@fj/shared';

/** Previous and next lesson in the course's order (the arrows turn with the page's direction in CSS). */
export function LessonNav({ slug, previousId, nextId }: { slug: string; previousId: number | null; nextId: number | null }) {
  const { t } = useTranslation();
  return (
    <nav className="coaching-lesson-nav" aria-label={t('coaching.lesson.navLabel')}>
      {previousId ? (
        <Link className="button button--ghost" to={coachingLearnHref(slug, previousId)} rel="prev" data-testid="coaching-previous">
          <span aria-hidden="true" className="coaching-arrow">←</span> {t('coaching.lesson.previous')}
        </Link>
      ) : (
        <span />
      )}
      {nextId ? (
        <Link className="button button--ghost" to={coachingLearnHref(slug, nextId)} rel="next" data-testid="coaching-next">
          {t('coaching.lesson.next')} <span aria-hidden="true" className="coaching-arrow">→</span>
        </Link>
      ) : null}
    </nav>
  );
}
