import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CONTENT_API, POST_CATEGORIES, POST_STATUSES, type PostStatus } from '@fj/shared';
import { notifySuccess } from '../../../components/toasts';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { useFormatDate } from '../../../lib/format-date';
import { categoryLabel } from '../lib/category-label';
import { adminCalls, useAdminList, useAdminPost, useAdminWrite, type AdminPost, type PostValues } from './admin-api';
import { HtmlPreview } from './HtmlPreview';
import { ImageField } from './ImageField';

const EMPTY: PostValues = { title: '', slug: '', excerpt: '', body: '', seoDescription: '', category: 'news', status: 'draft', publishAt: null, coverMediaId: null };

/** `datetime-local` value in the browser's time zone ↔ ISO. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

function PostEditor({ id, onDone }: { id: number | null; onDone: () => void }) {
  const { t } = useTranslation();
  const existing = useAdminPost(id);
  const [values, setValues] = useState<PostValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useAdminWrite('posts', adminCalls.savePost);
  useEffect(() => {
    const post = existing.data;
    if (post) setValues({ title: post.title, slug: post.slug, excerpt: post.excerpt, body: post.body, seoDescription: post.seoDescription, category: post.categorySlug, status: post.status, publishAt: post.publishAt, coverMediaId: post.coverMediaId });
  }, [existing.data]);
  const set = <K extends keyof PostValues>(name: K, value: PostValues[K]) => setValues((old) => ({ ...old, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const response = await save.mutateAsync({ id, values: { ...values, publishAt: values.publishAt || null } });
      notifySuccess(t('content.admin.saved'));
      const saved = (response as { data: { data: AdminPost } }).data.data;
      setValues((old) => ({ ...old, slug: saved.slug }));
      onDone();
    } catch (error) {
      setErrors(apiFieldErrors(error) ?? { form: apiErrorMessage(error) });
    }
  };

  return (
    <form className="content-editor" onSubmit={(e) => void submit(e)} data-testid="post-editor">
      <h2>{id ? t('content.admin.editPost') : t('content.admin.newPost')}</h2>
      <div className="form-field">
        <label htmlFor="post-title">{t('content.admin.title')} *</label>
        <input id="post-title" maxLength={200} value={values.title} onChange={(e) => set('title', e.target.value)} aria-invalid={!!errors.title} />
        {errors.title ? <span className="form-field__error">{errors.title}</span> : null}
      </div>
      <div className="content-editor__row">
        <div className="form-field">
          <label htmlFor="post-slug">{t('content.admin.slug')}</label>
          <input id="post-slug" maxLength={160} value={values.slug} onChange={(e) => set('slug', e.target.value)} dir="ltr" />
        </div>
        <div className="form-field">
          <label htmlFor="post-category">{t('content.admin.category')}</label>
          <select id="post-category" value={values.category} onChange={(e) => set('category', e.target.value)}>
            {POST_CATEGORIES.map((c) => (
              <option key={c.slug} value={c.slug}>
                {categoryLabel(t, c.slug, c.name)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="post-status">{t('content.admin.status')}</label>
          <select id="post-status" value={values.status} onChange={(e) => set('status', e.target.value as PostStatus)}>
            {POST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`content.admin.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="post-publish-at">{t('content.admin.publishAt')}</label>
          <input id="post-publish-at" type="datetime-local" value={toLocalInput(values.publishAt)} onChange={(e) => set('publishAt', e.target.value ? new Date(e.target.value).toISOString() : null)} aria-invalid={!!errors.publishAt} />
          {errors.publishAt ? <span className="form-field__error">{errors.publishAt}</span> : null}
        </div>
      </div>
      <div className="form-field">
        <label htmlFor="post-excerpt">{t('content.admin.excerpt')}</label>
        <textarea id="post-excerpt" rows={2} maxLength={500} value={values.excerpt} onChange={(e) => set('excerpt', e.target.value)} />
      </div>
      <ImageField label={t('content.admin.cover')} mediaId={values.coverMediaId} onChange={(mediaId) => set('coverMediaId', mediaId)} />
      <div className="content-editor__split">
        <div className="form-field">
          <label htmlFor="post-body">{t('content.admin.body')}</label>
          <textarea id="post-body" rows={16} maxLength={100_000} value={values.body} onChange={(e) => set('body', e.target.value)} dir="auto" className="content-editor__html" />
          <span className="form-field__hint">{t('content.admin.bodyHint')}</span>
        </div>
        <div className="form-field">
          <span className="form-field__label">{t('content.admin.preview')}</span>
          <HtmlPreview html={values.body} />
        </div>
      </div>
      <div className="form-field">
        <label htmlFor="post-seo">{t('content.admin.seoDescription')}</label>
        <input id="post-seo" maxLength={300} value={values.seoDescription} onChange={(e) => set('seoDescription', e.target.value)} />
      </div>
      {errors.form ? <p role="alert">{errors.form}</p> : null}
      <div className="content-editor__actions">
        <button type="submit" className="button" disabled={save.isPending} data-testid="post-save">
          {t('content.admin.save')}
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          {t('content.admin.cancel')}
        </button>
        {existing.data && existing.data.status !== 'draft' ? (
          <Link to={existing.data.link} target="_blank">
            {t('content.admin.viewLive')}
          </Link>
        ) : null}
      </div>
    </form>
  );
}

export function PostsAdmin() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const [editing, setEditing] = useState<number | null | 'new'>(null);
  const list = useAdminList<AdminPost[]>('posts', CONTENT_API.adminPosts, { limit: 50 });
  const remove = useAdminWrite('posts', adminCalls.deletePost);
  if (editing !== null) return <PostEditor id={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />;
  return (
    <section data-testid="posts-admin">
      <div className="content-admin__toolbar">
        <button type="button" className="button" onClick={() => setEditing('new')} data-testid="new-post">
          {t('content.admin.newPost')}
        </button>
      </div>
      <table className="table">
        <thead>
          <tr>
            <th>{t('content.admin.title')}</th>
            <th>{t('content.admin.category')}</th>
            <th>{t('content.admin.status')}</th>
            <th>{t('content.admin.publishAt')}</th>
            <th>
              <span className="visually-hidden">{t('content.admin.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {(list.data?.data ?? []).map((post) => (
            <tr key={post.id}>
              <td dir="auto" data-i18n-skip="">
                {post.title}
              </td>
              <td>{categoryLabel(t, post.categorySlug, post.categorySlug)}</td>
              <td>{t(`content.admin.statuses.${post.status}`)}</td>
              <td>{post.publishAt ? formatDate(post.publishAt) : '—'}</td>
              <td className="content-admin__actions">
                <button type="button" className="button button--link" onClick={() => setEditing(post.id)}>
                  {t('content.admin.edit')}
                </button>
                <button
                  type="button"
                  className="button button--link"
                  onClick={() => {
                    if (window.confirm(t('confirm.deleteQuestion'))) remove.mutate(post.id);
                  }}
                >
                  {t('content.admin.delete')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
