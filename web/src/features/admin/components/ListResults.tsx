import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { Pager } from '../../../components/Pager';
import { Table, type TableColumn } from '../../../components/Table';
import { ADMIN_PAGE_SIZE } from '../api/admin-api';
import type { ListPage } from '../api/types';

interface ListResultsProps<Row> {
  data: ListPage<Row> | undefined;
  loading: boolean;
  columns: readonly TableColumn<Row>[];
  caption: string;
  rowTestId?: string;
  page: number;
  onPage: (page: number) => void;
}

/** Below an admin list's filters: how many matched, the page of rows, and the pager. */
export function ListResults<Row extends { id: number }>({ data, loading, columns, caption, rowTestId, page, onPage }: ListResultsProps<Row>) {
  const { t } = useTranslation();
  return (
    <>
      <p className="admin-count" aria-live="polite">{data ? t('admin.filters.found', { count: data.total }) : ''}</p>
      <Table
        columns={columns}
        rows={data?.data}
        loading={loading}
        rowKey={(row) => row.id}
        caption={caption}
        captionHidden
        rowTestId={rowTestId}
        empty={<EmptyState illustration="search" title={t('admin.listEmpty.title')} body={t('admin.listEmpty.body')} compact />}
      />
      <Pager page={page} pageSize={ADMIN_PAGE_SIZE} total={data?.total ?? 0} onPage={onPage} showTotal />
    </>
  );
}
