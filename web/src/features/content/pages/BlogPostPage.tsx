import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { blogHref, categoryHref } from '@fj/shared';
import { Img } from '../../../components/Img';
import { PageLoading } from '../../../components/PageLoading';
import { RichText } from '../../../components/RichText';
import { ReportButton } from '../../../components/report/ReportButton';
import { useDocumentTitle } from '../../../lib/hooks/useDocumentTitle';
import { useFormatDate } from '../../../lib/format-date';
import { mediaUrl } from '../../candidates/media-url';
import { ShareLinks } from '../../jobs/components/ShareLinks';
import { useBlogPost } from '../api/content';
import { AdvertStrip } from '../components/AdvertStrip';
import { BlogTileCard } from '../components/BlogTileCard';
import { ContentMissing } from '../components/ContentMissing';
import { categoryLabel } from '../lib/category-label';
import '../content.css';

/** /blog/{slug}: the post (§3) with share links, the author box (photo, bio, other posts) and related articles. */
export function BlogPostPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const formatDate = useFormatDate();
  const post = useBlogPost(slug);
  useDocumentTitle(post.data?.title);
  // A former slug is answered (after the API's 301) with the post under its current slug: show that address.
  useEffect(() => {
    if (post.data && post.data.slug !== slug) navigate(blogHref(post.data.slug), { replace: true });
  }, [post.data, slug, navigate]);

  if (post.isPending) return <PageLoading />;
  if (post.isError || !post.data) return <ContentMissing error={post.error} notFoundKey="content.postNotFound" testId="post-not-found" />;
  const data = post.data;
  return (
    <article className="content-page blog-post" data-testid="blog-post">
      <header className="blog-post__header">
        <Link className="blog-tile__category" to={categoryHref(data.categorySlug)}>
          {categoryLabel(t, data.categorySlug, data.category)}
        </Link>
        <h1 dir="auto" data-i18n-skip="">
          {data.title}
        </h1>
        <p className="blog-tile__meta">
          <Link to={data.authorLink} data-i18n-skip="">
            {data.author}
          </Link>{' '}
          · <time dateTime={data.postDate}>{formatDate(data.postDate)}</time> · {t('content.readingTime', { count: data.time })}
        </p>
      </header>
      {data.img ? <Img className="blog-post__cover" src={mediaUrl(data.img)} alt="" width={960} height={540} loading="eager" /> : null}
      <RichText value={data.post_content} className="blog-post__body" testId="post-body" />
      <ShareLinks url={window.location.href} title={data.title} />
      <p className="blog-post__report">
        <ReportButton kind="post" id={data.id} />
      </p>
      <AdvertStrip placement="blog" />
      <aside className="author-box" aria-label={t('content.aboutAuthor')} data-testid="author-box">
        <Img className="author-box__photo" src={mediaUrl(data.authorImg)} alt="" width={80} height={80} fallback="profile" />
        <div>
          <h2>
            <Link to={data.authorLink} data-i18n-skip="">
              {data.author}
            </Link>
          </h2>
          {data.authorBio ? (
            <p dir="auto" data-i18n-skip="">
              {data.authorBio}
            </p>
          ) : null}
          {data.authorPosts.length ? (
            <>
              <h3>{t('content.moreFromAuthor')}</h3>
              <ul>
                {data.authorPosts.map((other) => (
                  <li key={other.link}>
                    <Link to={other.link} data-i18n-skip="">
                      {other.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <Link to={data.authorLink} className="author-box__all">
            {t('content.author.allPosts')}
          </Link>
        </div>
      </aside>
      {data.related.length ? (
        <section className="blog-section" data-testid="related-posts">
          <h2>{t('content.related')}</h2>
          <div className="blog-grid">
            {data.related.map((tile) => (
              <BlogTileCard key={tile.id} tile={tile} />
            ))}
          </div>
        </section>
      ) : null}
    </article>
  );
}
