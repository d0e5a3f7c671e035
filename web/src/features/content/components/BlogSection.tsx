import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES, type BlogTile, type TestimonialTile } from '@fj/shared';
import { useBlogs } from '../api/content';
import { useInView } from '../lib/useInView';
import { BlogTileCard } from './BlogTileCard';
import { TestimonialCard } from './TestimonialCard';

interface BlogSectionProps {
  title: string;
  category?: string;
  limit?: number;
  /** §2: the View All button links to /blog/ unless told otherwise. */
  viewAllHref?: string;
  testId: string;
}

/** §2 blog tile section: heading, View All and tiles, fetched only once scrolled into view (§4). */
export function BlogSection({ title, category, limit = 5, viewAllHref = ROUTES.blog, testId }: BlogSectionProps) {
  const { t } = useTranslation();
  const { ref, inView } = useInView<HTMLElement>();
  const blogs = useBlogs({ category, limit }, inView);
  const rows = blogs.data?.rows ?? [];
  const testimonials = category === 'testimonials';
  return (
    <section ref={ref} className="blog-section" data-testid={testId} aria-busy={inView && blogs.isPending}>
      <header className="blog-section__header">
        <h2>{title}</h2>
        <Link className="button button--ghost" to={viewAllHref}>
          {t('content.viewAll')}
        </Link>
      </header>
      {!inView || blogs.isPending ? (
        <div className={testimonials ? 'testimonial-grid' : 'blog-grid'} aria-hidden="true">
          {Array.from({ length: limit }, (_, i) => (
            <div key={i} className="blog-tile blog-tile--placeholder" />
          ))}
        </div>
      ) : testimonials ? (
        <div className="testimonial-grid">
          {rows.map((tile) => (
            <TestimonialCard key={tile.id} tile={tile as TestimonialTile} />
          ))}
        </div>
      ) : (
        <div className="blog-grid">
          {rows.map((tile) => (
            <BlogTileCard key={tile.id} tile={tile as BlogTile} />
          ))}
        </div>
      )}
    </section>
  );
}
