import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_API, type StaticPage } from '@fj/shared';
import { adminCalls, useAdminList, useAdminWrite } from './admin-api';
import { RichTextField } from './RichTextField';
import { useSaved } from './useSaved';

/** The static pages: title, HTML body with a live preview, SEO description. */
export function PagesAdmin() {
  const { t } = useTranslation();
  const pages = useAdminList<StaticPage[]>('pages', CONTENT_API.adminPages);
  const [slug, setSlug] = useState<string | null>(null);
  const page = pages.data?.data.find((one) => one.slug === slug);
  const [draft, setDraft] = useState({ title: '', body: '', seoDescription: '' });
  const save = useAdminWrite('pages', adminCalls.savePage);
  const saved = useSaved();
  const open = (one: StaticPage) => {
    setSlug(one.slug);
    setDraft({ title: one.title, body: one.body, seoDescription: one.seoDescription });
  };
  return (
    <section data-testid="pages-admin">
      <ul className="content-admin__chips">
        {(pages.data?.data ?? []).map((one) => (
          <li key={one.slug}>
            <button type="button" className={`button ${one.slug === slug ? '' : 'button--ghost'}`} onClick={() => open(one)}>
              <span data-i18n-skip="">{one.title}</span>
            </button>
          </li>
        ))}
      </ul>
      {page ? (
        <form
          className="content-editor"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate({ slug: page.slug, values: draft }, { onSuccess: saved.ok, onError: saved.fail });
          }}
        >
          <div className="form-field">
            <label htmlFor="page-title">{t('content.admin.title')} *</label>
            <input id="page-title" maxLength={200} value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
          </div>
          <RichTextField id="page-body" label={t('content.admin.body')} value={draft.body} onChange={(body) => setDraft({ ...draft, body })} />
          <div className="form-field">
            <label htmlFor="page-seo">{t('content.admin.seoDescription')}</label>
            <input id="page-seo" maxLength={300} value={draft.seoDescription} onChange={(e) => setDraft({ ...draft, seoDescription: e.target.value })} />
          </div>
          <button type="submit" className="button" disabled={save.isPending}>
            {t('content.admin.save')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
