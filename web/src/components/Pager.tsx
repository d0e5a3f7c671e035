import { useTranslation } from 'react-i18next';
import './pager.css';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** Say how many there are in all next to 'page x of y'. */
  showTotal?: boolean;
}

/** Previous / page x of y / next; hidden when everything fits on one page. */
export function Pager({ page, pageSize, total, onPage, showTotal = false }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('common.pager.label')}>
      <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="pager-previous">
        {t('common.pager.previous')}
      </button>
      <span className="pagination__status" data-testid="pager-status">
        {showTotal ? t('common.pager.statusWithTotal', { page, pages, total }) : t('common.pager.status', { page, pages })}
      </span>
      <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid="pager-next">
        {t('common.pager.next')}
      </button>
    </nav>
  );
}
