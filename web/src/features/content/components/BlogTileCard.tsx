import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { BlogTile } from '@fj/shared';
import { Img } from '../../../components/Img';
import { mediaUrl } from '../../candidates/media-url';
import { useFormatDate } from '../../../lib/format-date';
import { categoryLabel } from '../lib/category-label';

/** A §3 tile: cover, category, title, author, date and reading time. */
export function BlogTileCard({ tile, eager = false }: { tile: BlogTile; eager?: boolean }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <article className="blog-tile" data-testid="blog-tile">
      <Link to={tile.link} className="blog-tile__image" tabIndex={-1} aria-hidden="true">
        <Img src={mediaUrl(tile.img)} alt="" width={480} height={270} loading={eager ? 'eager' : 'lazy'} />
      </Link>
      <div className="blog-tile__body">
        <span className="blog-tile__category">{categoryLabel(t, tile.categorySlug, tile.category)}</span>
        <h3 className="blog-tile__title" dir="auto" data-i18n-skip="">
          <Link to={tile.link}>{tile.title}</Link>
        </h3>
        <p className="blog-tile__meta">
          <span data-i18n-skip="">{tile.author}</span> · <time dateTime={tile.postDate}>{formatDate(tile.postDate)}</time> · {t('content.readingTime', { count: tile.time })}
        </p>
      </div>
    </article>
  );
}
