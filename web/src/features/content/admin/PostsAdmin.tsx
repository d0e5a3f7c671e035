import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_API } from '@fj/shared';
import { Pager } from '../../../components/Pager';
import { useFormatDate } from '../../../lib/format-date';
import { categoryLabel } from '../lib/category-label';
import { adminCalls, useAdminList, useAdminWrite, type AdminPost, type AuthorOption } from './admin-api';
import { CategoryOptions, StatusOptions } from './PostOptions';
import { EmptyState } from '../../../components/EmptyState';
import { PostEditor } from './PostEditor';
import { ActionsHeader, RowActions } from './RowActions';

const PAGE_SIZE = 20;

interface PostFilters {
  search: string;
  status: string;
  category: string;
  author: string;
}

const NO_FILTERS: PostFilters = { search: '', status: '', category: '', author: '' };

/** Every post, newest edit first: title search, status / category / author filters and paging, all on the server. */
export function PostsAdmin() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const [editing, setEditing] = useState<number | null | 'new'>(null);
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState<PostFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const list = useAdminList<AdminPost[]>('posts', CONTENT_API.adminPosts, {
    search: filters.search || undefined,
    status: filters.status || undefined,
    category: filters.category || undefined,
    author: filters.author || undefined,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const authors = useAdminList<AuthorOption[]>('authors', CONTENT_API.adminAuthors);
  const remove = useAdminWrite('posts', adminCalls.deletePost);
  const filterBy = (change: Partial<PostFilters>) => {
    setFilters((old) => ({ ...old, ...change }));
    setPage(1);
  };
  if (editing !== null) return <PostEditor id={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />;
  const rows = list.data?.data ?? [];
  return (
    <section data-testid="posts-admin">
      <div className="content-admin__toolbar">
        <button type="button" className="button" onClick={() => setEditing('new')} data-testid="new-post">
          {t('content.admin.newPost')}
        </button>
        <span data-testid="posts-total">{t('content.admin.postsTotal', { count: list.data?.total ?? 0 })}</span>
      </div>
      <form
        className="content-admin__filters"
        role="search"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          filterBy({ search: typed.trim() });
        }}
      >
        <div className="form-field">
          <label htmlFor="posts-search">{t('content.admin.searchTitle')}</label>
          <input id="posts-search" type="search" maxLength={100} value={typed} onChange={(e) => setTyped(e.target.value)} data-testid="posts-search" />
        </div>
        <div className="form-field">
          <label htmlFor="posts-status">{t('content.admin.status')}</label>
          <select id="posts-status" value={filters.status} onChange={(e) => filterBy({ status: e.target.value })}>
            <option value="">{t('content.admin.any')}</option>
            <StatusOptions />
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="posts-category">{t('content.admin.category')}</label>
          <select id="posts-category" value={filters.category} onChange={(e) => filterBy({ category: e.target.value })}>
            <option value="">{t('content.admin.any')}</option>
            <CategoryOptions />
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="posts-author">{t('content.admin.author')}</label>
          <select id="posts-author" value={filters.author} onChange={(e) => filterBy({ author: e.target.value })}>
            <option value="">{t('content.admin.any')}</option>
            {(authors.data?.data ?? []).map((author) => (
              <option key={author.id} value={author.id}>
                {author.name}
              </option>
            ))}
          </select>
        </div>
        <div className="content-editor__actions">
          <button type="submit" className="button">
            {t('content.admin.search')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setTyped('');
              filterBy(NO_FILTERS);
            }}
          >
            {t('content.admin.clearFilters')}
          </button>
        </div>
      </form>
      {list.isSuccess && rows.length === 0 ? (
        <EmptyState
          illustration="document"
          title={t('content.admin.noPostsFound')}
          action={{
            label: t('content.admin.clearFilters'),
            onClick: () => {
              setTyped('');
              filterBy(NO_FILTERS);
            },
          }}
          compact
        />
      ) : null}
      <div className="content-admin__table-wrap">
        <table className="table" data-testid="posts-table">
          <thead>
            <tr>
              <th>{t('content.admin.title')}</th>
              <th>{t('content.admin.category')}</th>
              <th>{t('content.admin.author')}</th>
              <th>{t('content.admin.status')}</th>
              <th>{t('content.admin.publishAt')}</th>
              <ActionsHeader />
            </tr>
          </thead>
          <tbody>
            {rows.map((post) => (
              <tr key={post.id}>
                <td dir="auto" data-i18n-skip="">
                  {post.title}
                </td>
                <td>{categoryLabel(t, post.categorySlug, post.categorySlug)}</td>
                <td data-i18n-skip="">{post.author}</td>
                <td>{t(`content.admin.statuses.${post.status}`)}</td>
                <td>{post.publishAt ? formatDate(post.publishAt) : '—'}</td>
                <RowActions onEdit={() => setEditing(post.id)} onDelete={() => remove.mutate(post.id)} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} pageSize={PAGE_SIZE} total={list.data?.total ?? 0} onPage={setPage} showTotal />
    </section>
  );
}
