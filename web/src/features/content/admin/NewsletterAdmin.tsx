import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_API } from '@fj/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useFormatDate } from '../../../lib/format-date';
import { saveBlob } from '../../../lib/save-blob';
import { adminCalls, useAdminList, useAdminWrite } from './admin-api';
import { RichTextField } from './RichTextField';
import { useSaved } from './useSaved';

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

/** Newsletter issues (write, send, progress, send to the rest) and the subscriber list with CSV export. */
export function NewsletterAdmin() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const subscribers = useAdminList<SubscriberRow[]>('subscribers', CONTENT_API.adminSubscribers, { limit: 50 });
  const issues = useAdminList<IssueRow[]>('issues', CONTENT_API.adminIssues);
  const create = useAdminWrite('issues', adminCalls.createIssue);
  const send = useAdminWrite('issues', adminCalls.sendIssue);
  const saved = useSaved();
  const [draft, setDraft] = useState({ subject: '', body: '' });
  // Mail that has gone cannot be called back: sending waits for a yes.
  const [sendingIssue, setSendingIssue] = useState<{ id: number; subject: string } | null>(null);
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
        <RichTextField id="issue-body" label={t('content.admin.body')} required rows={8} value={draft.body} onChange={(body) => setDraft({ ...draft, body })} />
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
                  <button type="button" className="button button--link" onClick={() => setSendingIssue({ id: issue.id, subject: issue.subject })}>
                    {issue.status === 'draft' ? t('content.admin.newsletter.send') : t('content.admin.newsletter.sendRest')}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={sendingIssue !== null}
        message={t('content.admin.newsletter.confirmSend', { subject: sendingIssue?.subject ?? '' })}
        confirmLabel={t('content.admin.newsletter.send')}
        danger={false}
        busy={send.isPending}
        onConfirm={() => {
          if (sendingIssue) send.mutate(sendingIssue.id, { onSuccess: saved.ok, onError: saved.fail });
          setSendingIssue(null);
        }}
        onCancel={() => setSendingIssue(null)}
      />
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
