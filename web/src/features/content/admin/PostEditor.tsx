import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CONTENT_API, type PostStatus } from '@fj/shared';
import { notifySuccess } from '../../../components/toasts';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-errors';
import { adminCalls, useAdminList, useAdminPost, useAdminWrite, type AdminPost, type AuthorOption, type PostValues } from './admin-api';
import { CategoryOptions, StatusOptions } from './PostOptions';
import { ImageField } from './ImageField';
import { RichTextField } from './RichTextField';

const EMPTY: PostValues = { title: '', slug: '', excerpt: '', body: '', seoDescription: '', category: 'news', status: 'draft', publishAt: null, coverMediaId: null, authorId: null };

/** `datetime-local` value in the browser's time zone ↔ ISO. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** Create or edit a post: text, category, author, status and publish time, cover, HTML body with a live preview. */
export function PostEditor({ id, onDone }: { id: number | null; onDone: () => void }) {
  const { t } = useTranslation();
  const existing = useAdminPost(id);
  const [values, setValues] = useState<PostValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useAdminWrite('posts', adminCalls.savePost);
  const authors = useAdminList<AuthorOption[]>('authors', CONTENT_API.adminAuthors);
  useEffect(() => {
    const post = existing.data;
    if (post) setValues({ title: post.title, slug: post.slug, excerpt: post.excerpt, body: post.body, seoDescription: post.seoDescription, category: post.categorySlug, status: post.status, publishAt: post.publishAt, coverMediaId: post.coverMediaId, authorId: post.authorId });
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
          <input id="post-slug" maxLength={160} value={values.slug} onChange={(e) => set('slug', e.target.value)} dir="ltr" aria-invalid={!!errors.slug} />
          {errors.slug ? <span className="form-field__error">{errors.slug}</span> : null}
        </div>
        <div className="form-field">
          <label htmlFor="post-category">{t('content.admin.category')}</label>
          <select id="post-category" value={values.category} onChange={(e) => set('category', e.target.value)}>
            <CategoryOptions />
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="post-author">{t('content.admin.author')}</label>
          <select id="post-author" value={values.authorId ?? ''} onChange={(e) => set('authorId', e.target.value ? Number(e.target.value) : null)} aria-invalid={!!errors.authorId}>
            {id === null ? <option value="">{t('content.admin.authorMe')}</option> : null}
            {(authors.data?.data ?? []).map((author) => (
              <option key={author.id} value={author.id}>
                {author.name} ({t(`admin.roles.${author.role}`)})
              </option>
            ))}
          </select>
          {errors.authorId ? <span className="form-field__error">{errors.authorId}</span> : null}
        </div>
        <div className="form-field">
          <label htmlFor="post-status">{t('content.admin.status')}</label>
          <select id="post-status" value={values.status} onChange={(e) => set('status', e.target.value as PostStatus)}>
            <StatusOptions />
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
      <RichTextField id="post-body" label={t('content.admin.body')} value={values.body} onChange={(body) => set('body', body)} hint={t('content.admin.bodyHint')} error={errors.body} />
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
