import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TestimonialTile } from '@fj/shared';
import { PageLoading } from '../../../components/PageLoading';
import { Pager } from '../../../components/Pager';
import { useBlogs } from '../api/content';
import { TestimonialCard } from '../components/TestimonialCard';
import '../content.css';

const PAGE_SIZE = 12;

/** /testimonials/ (also ?category=testimonials): quote, name, club, designation and round photo. */
export function TestimonialsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const list = useBlogs({ category: 'testimonials', offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  return (
    <div className="content-page" data-testid="testimonials-page">
      <h1>{t('content.testimonialsTitle')}</h1>
      {list.isPending ? (
        <PageLoading />
      ) : (
        <div className="testimonial-grid">
          {(list.data?.rows ?? []).map((tile) => (
            <TestimonialCard key={tile.id} tile={tile as TestimonialTile} />
          ))}
        </div>
      )}
      <Pager page={page} pageSize={PAGE_SIZE} total={list.data?.total ?? 0} onPage={(next) => setSearch({ page: String(next) })} />
    </div>
  );
}
