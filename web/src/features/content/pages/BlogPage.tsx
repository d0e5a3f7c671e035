import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { POST_CATEGORIES, ROUTES, categoryHref, type BlogTile } from '@fj/shared';
import { Pager } from '../../../components/Pager';
import { PageLoading } from '../../../components/PageLoading';
import { useDocumentTitle } from '../../../lib/hooks/useDocumentTitle';
import { useBlogs } from '../api/content';
import { AdvertStrip } from '../components/AdvertStrip';
import { BlogTileCard } from '../components/BlogTileCard';
import { categoryLabel } from '../lib/category-label';
import { EmptyState } from '../../../components/EmptyState';
import { usePageParam } from '../lib/usePageParam';
import '../content.css';

const PAGE_SIZE = 12;

/** /blog/ (all posts, ?author=, ?page=) and /category/{slug} incl. /category/success-stories/: tiles, paging, category filter. */
export function BlogPage({ fixedCategory }: { fixedCategory?: string }) {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const [page, setPage] = usePageParam();
  const category = fixedCategory ?? params.slug ?? undefined;
  const authorParam = Number(search.get('author'));
  const author = Number.isInteger(authorParam) && authorParam > 0 ? authorParam : undefined;
  const blogs = useBlogs({ category, author, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const heading = category ? categoryLabel(t, category, category) : t('content.blogTitle');
  useDocumentTitle(heading);
  return (
    <div className="content-page blog-page" data-testid="blog-page">
      <h1>{heading}</h1>
      <nav className="category-filter" aria-label={t('content.categoryFilter')}>
        <Link to={ROUTES.blog} aria-current={!category ? 'page' : undefined}>
          {t('content.allCategories')}
        </Link>
        {POST_CATEGORIES.map((c) => (
          <Link key={c.slug} to={categoryHref(c.slug)} aria-current={category === c.slug ? 'page' : undefined}>
            {categoryLabel(t, c.slug, c.name)}
          </Link>
        ))}
      </nav>
      <AdvertStrip placement="blog" />
      {blogs.isPending ? (
        <PageLoading />
      ) : blogs.isError ? (
        <p role="alert">{t('content.loadError')}</p>
      ) : blogs.data.rows.length === 0 ? (
        <EmptyState illustration="document" title={t('content.noPosts')} />
      ) : (
        <div className="blog-grid blog-grid--page">
          {blogs.data.rows.map((tile, index) => (
            <BlogTileCard key={tile.id} tile={tile as BlogTile} eager={index < 3} />
          ))}
        </div>
      )}
      <Pager page={page} pageSize={PAGE_SIZE} total={blogs.data?.total ?? 0} onPage={setPage} />
    </div>
  );
}

export function SuccessStoriesPage() {
  return <BlogPage fixedCategory="success-stories" />;
}
