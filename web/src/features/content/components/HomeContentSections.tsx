import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { HOME_CONTENT, ROUTES } from '@fj/shared';
import { Img } from '../../../components/Img';
import { mediaUrl } from '../../candidates/media-url';
import type { HomeFigures } from '../api/content';
import { BlogSection } from './BlogSection';

/** Employers' logos (§1 client-logo carousel): a scroll-snapping row, images sized and lazy. */
export function ClientLogos({ logos }: { logos: HomeFigures['logos'] }) {
  const { t } = useTranslation();
  if (!logos.length) return null;
  return (
    <section className="logo-carousel" aria-label={t('content.home.clients')} data-testid="client-logos">
      <h2>{t('content.home.clients')}</h2>
      <ul>
        {logos.map((logo) => (
          <li key={logo.id}>
            <Link to={logo.link} title={logo.name}>
              <Img src={mediaUrl(logo.img)} alt={logo.name} width={96} height={96} fallback="logo" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Below the fold: testimonials (3), success stories (4) and news (5), each fetched when scrolled into view. */
export function HomeContentSections() {
  const { t } = useTranslation();
  return (
    <>
      <BlogSection title={t('content.home.testimonials')} category="testimonials" limit={HOME_CONTENT.testimonials} viewAllHref={ROUTES.testimonials} testId="home-testimonials" />
      <BlogSection title={t('content.home.successStories')} category="success-stories" limit={HOME_CONTENT.successStories} viewAllHref={ROUTES.successStories} testId="home-success-stories" />
      <BlogSection title={t('content.home.news')} limit={HOME_CONTENT.news} testId="home-news" />
    </>
  );
}
