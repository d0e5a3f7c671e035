import { useLocation } from 'react-router-dom';
import { PageLoading } from '../../../components/PageLoading';
import { apiErrorStatus } from '../../../lib/api-errors';
import { useProduct } from '../api/product';
import { ProductNotFound } from '../components/ProductNotFound';
import { ProductView } from '../components/ProductView';
import { slugFromProductPath } from '../lib/product-slug';
import '../shop.css';

/** `/product/:slug/` and the fixed `/product/football-specific-cv-write-design/` (no param there: the path says it). */
export function ProductPage() {
  const { pathname } = useLocation();
  const slug = slugFromProductPath(pathname);
  const product = useProduct(slug);
  if (slug && product.isPending) return <PageLoading />;
  if (!product.data) return <ProductNotFound missing={!slug || apiErrorStatus(product.error) === 404} />;
  return <ProductView product={product.data} />;
}
