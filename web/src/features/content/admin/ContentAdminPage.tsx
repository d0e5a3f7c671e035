import { NavLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { adminContentHref } from '@fj/shared';
import { AdvertsAdmin } from './AdvertsAdmin';
import { FeaturedAdmin } from './FeaturedAdmin';
import { MessagesAdmin } from './MessagesAdmin';
import { NewsletterAdmin } from './NewsletterAdmin';
import { PagesAdmin } from './PagesAdmin';
import { PostsAdmin } from './PostsAdmin';
import { TestimonialsAdmin } from './TestimonialsAdmin';
import '../content.css';

const SECTIONS = {
  posts: PostsAdmin,
  pages: PagesAdmin,
  testimonials: TestimonialsAdmin,
  adverts: AdvertsAdmin,
  featured: FeaturedAdmin,
  newsletter: NewsletterAdmin,
  messages: MessagesAdmin,
} as const;
type Section = keyof typeof SECTIONS;

/** /admin/content/{section}: the content tools (a lazy admin chunk; no editor library in public chunks). */
export function ContentAdminPage() {
  const { t } = useTranslation();
  const { section = 'posts' } = useParams();
  const current: Section = section in SECTIONS ? (section as Section) : 'posts';
  const Screen = SECTIONS[current];
  return (
    <div className="content-admin" data-testid="content-admin">
      <h1>{t('content.admin.heading')}</h1>
      <nav className="content-admin__tabs" aria-label={t('content.admin.heading')}>
        {(Object.keys(SECTIONS) as Section[]).map((key) => (
          <NavLink key={key} to={adminContentHref(key)} className="tab">
            {t(`content.admin.sections.${key}`)}
          </NavLink>
        ))}
      </nav>
      <Screen />
    </div>
  );
}
