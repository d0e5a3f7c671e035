import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADVERT_PLACEMENTS, CONTENT_API, type StaticPage } from '@fj/shared';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useFormatDate } from '../../../lib/format-date';
import { saveBlob } from '../../../lib/save-blob';
import { adminCalls, useAdminList, useAdminWrite } from './admin-api';
import { HtmlPreview } from './HtmlPreview';
import { ImageField } from './ImageField';

const useSaved = () => {
  const { t } = useTranslation();
  return {
    ok: () => notifySuccess(t('content.admin.saved')),
    fail: (error: unknown) => notifyError(apiErrorMessage(error)),
  };
};

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
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            save.mutate({ slug: page.slug, values: draft }, { onSuccess: saved.ok, onError: saved.fail });
          }}
        >
          <div className="form-field">
            <label htmlFor="page-title">{t('content.admin.title')} *</label>
            <input id="page-title" maxLength={200} value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
          </div>
          <div className="content-editor__split">
            <div className="form-field">
              <label htmlFor="page-body">{t('content.admin.body')}</label>
              <textarea id="page-body" rows={16} maxLength={100_000} className="content-editor__html" value={draft.body} onChange={(e) => setDraft({ ...draft, body: e.target.value })} />
            </div>
            <div className="form-field">
              <span className="form-field__label">{t('content.admin.preview')}</span>
              <HtmlPreview html={draft.body} />
            </div>
          </div>
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

interface TestimonialRow {
  id: number;
  title: string;
  post_content: string;
  testimonial_club: string;
  testimonial_designation: string;
  photoMediaId: number | null;
  published: boolean;
}

export function TestimonialsAdmin() {
  const { t } = useTranslation();
  const list = useAdminList<TestimonialRow[]>('testimonials', CONTENT_API.adminTestimonials);
  const save = useAdminWrite('testimonials', adminCalls.saveTestimonial);
  const remove = useAdminWrite('testimonials', adminCalls.deleteTestimonial);
  const saved = useSaved();
  const blank = { quote: '', name: '', club: '', designation: '', photoMediaId: null as number | null, published: true };
  const [editing, setEditing] = useState<{ id: number | null; values: typeof blank } | null>(null);
  return (
    <section data-testid="testimonials-admin">
      {editing ? (
        <form
          className="content-editor"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(editing, { onSuccess: () => (saved.ok(), setEditing(null)), onError: saved.fail });
          }}
        >
          {(['name', 'club', 'designation'] as const).map((field) => (
            <div className="form-field" key={field}>
              <label htmlFor={`t-${field}`}>{t(`content.admin.testimonial.${field}`)}</label>
              <input id={`t-${field}`} maxLength={120} value={editing.values[field]} onChange={(e) => setEditing({ ...editing, values: { ...editing.values, [field]: e.target.value } })} />
            </div>
          ))}
          <div className="form-field">
            <label htmlFor="t-quote">{t('content.admin.testimonial.quote')}</label>
            <textarea id="t-quote" rows={4} maxLength={2000} value={editing.values.quote} onChange={(e) => setEditing({ ...editing, values: { ...editing.values, quote: e.target.value } })} />
          </div>
          <ImageField label={t('content.admin.testimonial.photo')} mediaId={editing.values.photoMediaId} onChange={(id) => setEditing({ ...editing, values: { ...editing.values, photoMediaId: id } })} />
          <label className="checkbox">
            <input type="checkbox" checked={editing.values.published} onChange={(e) => setEditing({ ...editing, values: { ...editing.values, published: e.target.checked } })} /> {t('content.admin.published')}
          </label>
          <div className="content-editor__actions">
            <button type="submit" className="button">{t('content.admin.save')}</button>
            <button type="button" className="button button--ghost" onClick={() => setEditing(null)}>{t('content.admin.cancel')}</button>
          </div>
        </form>
      ) : (
        <>
          <div className="content-admin__toolbar">
            <button type="button" className="button" onClick={() => setEditing({ id: null, values: blank })}>{t('content.admin.add')}</button>
          </div>
          <table className="table">
            <tbody>
              {(list.data?.data ?? []).map((row) => (
                <tr key={row.id}>
                  <td data-i18n-skip="">{row.title}</td>
                  <td data-i18n-skip="">{row.testimonial_club}</td>
                  <td>{row.published ? t('content.admin.published') : t('content.admin.hidden')}</td>
                  <td className="content-admin__actions">
                    <button type="button" className="button button--link" onClick={() => setEditing({ id: row.id, values: { quote: row.post_content, name: row.title, club: row.testimonial_club, designation: row.testimonial_designation, photoMediaId: row.photoMediaId, published: row.published } })}>{t('content.admin.edit')}</button>
                    <button type="button" className="button button--link" onClick={() => window.confirm(t('confirm.deleteQuestion')) && remove.mutate(row.id)}>{t('content.admin.delete')}</button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

interface AdvertRow {
  id: number;
  title: string;
  message: string;
  link: string;
  buttonLabel: string;
  placement: string;
  enabled: boolean;
  show: boolean;
  imageMediaId: number | null;
  startsAt: string | null;
  endsAt: string | null;
}

export function AdvertsAdmin() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const list = useAdminList<AdvertRow[]>('adverts', CONTENT_API.adminAdverts);
  const save = useAdminWrite('adverts', adminCalls.saveAdvert);
  const remove = useAdminWrite('adverts', adminCalls.deleteAdvert);
  const saved = useSaved();
  const blank = { title: '', message: '', link: '', buttonLabel: '', placement: 'strip', enabled: true, imageMediaId: null as number | null, startsAt: null as string | null, endsAt: null as string | null };
  const [editing, setEditing] = useState<{ id: number | null; values: typeof blank } | null>(null);
  const date = (value: string | null) => (value ? value.slice(0, 10) : '');
  return (
    <section data-testid="adverts-admin">
      {editing ? (
        <form
          className="content-editor"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(editing, { onSuccess: () => (saved.ok(), setEditing(null)), onError: saved.fail });
          }}
        >
          {(['title', 'message', 'link', 'buttonLabel'] as const).map((field) => (
            <div className="form-field" key={field}>
              <label htmlFor={`a-${field}`}>{t(`content.admin.advert.${field}`)}</label>
              <input id={`a-${field}`} maxLength={field === 'link' ? 2048 : 300} value={editing.values[field]} onChange={(e) => setEditing({ ...editing, values: { ...editing.values, [field]: e.target.value } })} />
            </div>
          ))}
          <div className="content-editor__row">
            <div className="form-field">
              <label htmlFor="a-placement">{t('content.admin.advert.placement')}</label>
              <select id="a-placement" value={editing.values.placement} onChange={(e) => setEditing({ ...editing, values: { ...editing.values, placement: e.target.value } })}>
                {ADVERT_PLACEMENTS.map((p) => (
                  <option key={p} value={p}>{t(`content.admin.advert.placements.${p}`)}</option>
                ))}
              </select>
            </div>
            {(['startsAt', 'endsAt'] as const).map((field) => (
              <div className="form-field" key={field}>
                <label htmlFor={`a-${field}`}>{t(`content.admin.advert.${field}`)}</label>
                <input id={`a-${field}`} type="date" value={date(editing.values[field])} onChange={(e) => setEditing({ ...editing, values: { ...editing.values, [field]: e.target.value ? new Date(`${e.target.value}T00:00:00Z`).toISOString() : null } })} />
              </div>
            ))}
          </div>
          <ImageField label={t('content.admin.advert.image')} mediaId={editing.values.imageMediaId} onChange={(id) => setEditing({ ...editing, values: { ...editing.values, imageMediaId: id } })} />
          <label className="checkbox">
            <input type="checkbox" checked={editing.values.enabled} onChange={(e) => setEditing({ ...editing, values: { ...editing.values, enabled: e.target.checked } })} /> {t('content.admin.advert.enabled')}
          </label>
          <div className="content-editor__actions">
            <button type="submit" className="button">{t('content.admin.save')}</button>
            <button type="button" className="button button--ghost" onClick={() => setEditing(null)}>{t('content.admin.cancel')}</button>
          </div>
        </form>
      ) : (
        <>
          <div className="content-admin__toolbar">
            <button type="button" className="button" onClick={() => setEditing({ id: null, values: blank })}>{t('content.admin.add')}</button>
          </div>
          <table className="table">
            <tbody>
              {(list.data?.data ?? []).map((row) => (
                <tr key={row.id}>
                  <td data-i18n-skip="">{row.title}</td>
                  <td>{t(`content.admin.advert.placements.${row.placement}`)}</td>
                  <td>{row.startsAt ? formatDate(row.startsAt) : '—'} – {row.endsAt ? formatDate(row.endsAt) : '—'}</td>
                  <td>{row.show ? t('content.admin.advert.running') : t('content.admin.advert.notRunning')}</td>
                  <td className="content-admin__actions">
                    <button type="button" className="button button--link" onClick={() => setEditing({ id: row.id, values: { title: row.title, message: row.message, link: row.link, buttonLabel: row.buttonLabel, placement: row.placement, enabled: row.enabled, imageMediaId: row.imageMediaId, startsAt: row.startsAt, endsAt: row.endsAt } })}>{t('content.admin.edit')}</button>
                    <button type="button" className="button button--link" onClick={() => window.confirm(t('confirm.deleteQuestion')) && remove.mutate(row.id)}>{t('content.admin.delete')}</button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

interface SubscriberRow {
  id: number;
  email: string;
  status: string;
  consentSource: string;
  consentAt: string;
}

interface IssueRow {
  id: number;
  subject: string;
  status: string;
  createdAt: string;
  progress: { total: number; sent: number; failed: number; unknown: number; pending: number };
}

export function NewsletterAdmin() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const subscribers = useAdminList<SubscriberRow[]>('subscribers', CONTENT_API.adminSubscribers, { limit: 50 });
  const issues = useAdminList<IssueRow[]>('issues', CONTENT_API.adminIssues);
  const create = useAdminWrite('issues', adminCalls.createIssue);
  const send = useAdminWrite('issues', adminCalls.sendIssue);
  const saved = useSaved();
  const [draft, setDraft] = useState({ subject: '', body: '' });
  const sending = (issues.data?.data ?? []).some((issue) => issue.status === 'sending');
  // Progress while an issue is being sent: the queue task sends a batch at a time.
  const { refetch } = issues;
  useEffect(() => {
    if (!sending) return;
    const timer = window.setInterval(() => void refetch(), 5000);
    return () => window.clearInterval(timer);
  }, [sending, refetch]);
  return (
    <section data-testid="newsletter-admin">
      <h2>{t('content.admin.newsletter.issues')}</h2>
      <form
        className="content-editor"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(draft, { onSuccess: () => (saved.ok(), setDraft({ subject: '', body: '' })), onError: saved.fail });
        }}
      >
        <div className="form-field">
          <label htmlFor="issue-subject">{t('content.admin.newsletter.subject')} *</label>
          <input id="issue-subject" maxLength={200} value={draft.subject} onChange={(e) => setDraft({ ...draft, subject: e.target.value })} />
        </div>
        <div className="content-editor__split">
          <div className="form-field">
            <label htmlFor="issue-body">{t('content.admin.body')} *</label>
            <textarea id="issue-body" rows={8} maxLength={100_000} className="content-editor__html" value={draft.body} onChange={(e) => setDraft({ ...draft, body: e.target.value })} />
          </div>
          <div className="form-field">
            <span className="form-field__label">{t('content.admin.preview')}</span>
            <HtmlPreview html={draft.body} />
          </div>
        </div>
        <button type="submit" className="button">{t('content.admin.newsletter.create')}</button>
      </form>
      <table className="table" data-testid="issues">
        <thead>
          <tr>
            <th>{t('content.admin.newsletter.subject')}</th>
            <th>{t('content.admin.status')}</th>
            <th>{t('content.admin.newsletter.progress')}</th>
            <th><span className="visually-hidden">{t('content.admin.actions')}</span></th>
          </tr>
        </thead>
        <tbody>
          {(issues.data?.data ?? []).map((issue) => (
            <tr key={issue.id}>
              <td data-i18n-skip="">{issue.subject}</td>
              <td>{t(`content.admin.newsletter.statuses.${issue.status}`)}</td>
              <td>
                {issue.progress.total ? (
                  <>
                    <progress max={issue.progress.total} value={issue.progress.sent} /> {t('content.admin.newsletter.progressText', issue.progress)}
                  </>
                ) : '—'}
              </td>
              <td>
                {issue.status === 'draft' || issue.status === 'partly_sent' ? (
                  <button type="button" className="button button--link" onClick={() => send.mutate(issue.id, { onSuccess: saved.ok, onError: saved.fail })}>
                    {issue.status === 'draft' ? t('content.admin.newsletter.send') : t('content.admin.newsletter.sendRest')}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t('content.admin.newsletter.subscribers')}</h2>
      <div className="content-admin__toolbar">
        <button type="button" className="button button--ghost" onClick={() => void adminCalls.exportSubscribers().then((response) => saveBlob(response.data, 'newsletter-subscribers.csv'), saved.fail)}>
          {t('content.admin.newsletter.export')}
        </button>
        <span>{t('content.admin.newsletter.total', { count: subscribers.data?.total ?? 0 })}</span>
      </div>
      <table className="table">
        <thead>
          <tr>
            <th>{t('content.contact.email')}</th>
            <th>{t('content.admin.status')}</th>
            <th>{t('content.admin.newsletter.source')}</th>
            <th>{t('content.admin.newsletter.consentAt')}</th>
          </tr>
        </thead>
        <tbody>
          {(subscribers.data?.data ?? []).map((row) => (
            <tr key={row.id}>
              <td data-i18n-skip="" dir="ltr">{row.email}</td>
              <td>{t(`content.admin.newsletter.subscriberStatuses.${row.status}`)}</td>
              <td data-i18n-skip="">{row.consentSource}</td>
              <td>{formatDate(row.consentAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

interface MessageRow {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
}

export function MessagesAdmin() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const list = useAdminList<MessageRow[]>('messages', CONTENT_API.adminContactMessages, { limit: 50 });
  return (
    <section data-testid="messages-admin">
      {(list.data?.data ?? []).length === 0 ? <p>{t('content.admin.noMessages')}</p> : null}
      {(list.data?.data ?? []).map((row) => (
        <article key={row.id} className="contact-message">
          <header>
            <strong data-i18n-skip="">{row.subject}</strong> — <span data-i18n-skip="">{row.name}</span> &lt;<a href={`mailto:${row.email}`} dir="ltr">{row.email}</a>&gt; · {formatDate(row.createdAt)}
          </header>
          <p className="pre-line" dir="auto" data-i18n-skip="">{row.message}</p>
        </article>
      ))}
    </section>
  );
}
