import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { useSession } from '../../../app/session/session-context';
import { EmptyState } from '../../../components/EmptyState';
import { ORDERS_PAGE_SIZE, useOrders } from '../api/orders';
import { OrderRow } from './OrderRow';

/** "Your orders" below the basket: a paid checkout shows up here (its status follows the provider's webhook). */
export function OrdersSection() {
  const { t } = useTranslation();
  const { claims, isLoggedIn } = useSession();
  const [page, setPage] = useState(1);
  const orders = useOrders(claims?.id, page, isLoggedIn);
  const pages = Math.max(1, Math.ceil((orders.data?.total ?? 0) / ORDERS_PAGE_SIZE));

  return (
    <section className="orders" aria-labelledby="orders-title" data-testid="orders">
      <h2 id="orders-title">{t('shop.orders.title')}</h2>
      {orders.isPending ? (
        <p role="status">{t('shop.orders.loading')}</p>
      ) : orders.isError ? (
        <div className="notice notice--error" role="alert">
          <p>{t('shop.orders.loadError')}</p>
          <button type="button" className="button button--ghost" onClick={() => void orders.refetch()}>
            {t('shop.retry')}
          </button>
        </div>
      ) : orders.data.orders.length === 0 ? (
        <EmptyState
          data-testid="orders-empty"
          illustration="list"
          title={t('shop.orders.empty')}
          body={t('shop.orders.emptyBody')}
          action={{ label: t('shop.orders.browse'), to: ROUTES.shop }}
          compact
        />
      ) : (
        <>
          <ol className="order-list" aria-busy={orders.isPlaceholderData || undefined}>
            {orders.data.orders.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ol>
          {pages > 1 ? (
            <nav className="orders__pages" aria-label={t('shop.orders.pages')}>
              <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('shop.orders.newer')}
              </button>
              <span>{t('shop.orders.pageOf', { page, pages })}</span>
              <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('shop.orders.older')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
