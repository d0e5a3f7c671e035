import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Img } from '../../../components/Img';
import { PageLoading } from '../../../components/PageLoading';
import { Pager } from '../../../components/Pager';
import { useDocumentTitle } from '../../../lib/hooks/useDocumentTitle';
import { mediaUrl } from '../../candidates/media-url';
import { useBlogAuthor } from '../api/content';
import { BlogTileCard } from '../components/BlogTileCard';
import { ContentMissing } from '../components/ContentMissing';
import { usePageParam } from '../lib/usePageParam';
import '../content.css';

const PAGE_SIZE = 12;

/** /blog/author/{slug}: the author's name, photo and bio, then their published posts with paging (?page=). */
export function BlogAuthorPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const [page, setPage] = usePageParam();
  const author = useBlogAuthor(slug, (page - 1) * PAGE_SIZE, PAGE_SIZE);
  useDocumentTitle(author.data ? t('content.author.title', { name: author.data.name }) : undefined);

  if (author.isPending) return <PageLoading />;
  if (author.isError || !author.data) return <ContentMissing error={author.error} notFoundKey="content.author.notFound" testId="author-not-found" />;
  const data = author.data;
  return (
    <div className="content-page blog-author" data-testid="blog-author">
      <header className="blog-author__header">
        <Img className="blog-author__photo" src={mediaUrl(data.img)} alt="" width={120} height={120} loading="eager" fallback="profile" />
        <div>
          <h1 data-i18n-skip="">{data.name}</h1>
          {data.bio ? (
            <p dir="auto" data-i18n-skip="">
              {data.bio}
            </p>
          ) : null}
          <p className="blog-author__count">{t('content.author.postCount', { count: data.total })}</p>
        </div>
      </header>
      <h2>{t('content.author.posts', { name: data.name })}</h2>
      <div className="blog-grid blog-grid--page" data-testid="author-posts">
        {data.posts.map((tile, index) => (
          <BlogTileCard key={tile.id} tile={tile} eager={index < 3} />
        ))}
      </div>
      <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />
    </div>
  );
}
