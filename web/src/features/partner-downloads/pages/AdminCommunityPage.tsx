import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/PageLoading';
import { Table } from '../../../components/Table';
import { useFormatDate } from '../../../lib/format-date';
import { useCommunityAdmin } from '../api/community';
import type { CommunityLinkVersion } from '../api/types';
import { CommunityLinkForm } from '../components/CommunityLinkForm';
import '../partner-downloads.css';

/** `/admin/community`: the WhatsApp invite link members are given, rotating it, and who was given which link. */
export function AdminCommunityPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const state = useCommunityAdmin();
  const current = state.data?.current ?? null;
  const versionOf = (id: number) => [current, ...(state.data?.previous ?? [])].find((link) => link?.id === id)?.url ?? '';

  return (
    <section className="area-page community-admin-page" data-testid="admin-community-page">
      <header className="area-page__header">
        <h1>{t('community.admin.title')}</h1>
      </header>
      <p className="lead">{t('community.admin.lead')}</p>
      {state.isPending ? <PageLoading /> : null}
      {state.isError ? <p className="notice notice--error">{t('partnerDownloads.loadError')}</p> : null}
      {state.data ? (
        <>
          <div className="card community-current" data-testid="community-current">
            <h2>{t('community.admin.currentTitle')}</h2>
            {current ? (
              <dl className="community-facts">
                <dt>{t('community.admin.link')}</dt>
                <dd>
                  <a href={current.url} target="_blank" rel="noopener noreferrer" dir="ltr" data-testid="community-current-url">
                    {current.url}
                  </a>
                </dd>
                <dt>{t('community.admin.setOn')}</dt>
                <dd>{t('community.admin.setBy', { date: formatDate(current.setAt), name: current.setBy ?? t('community.admin.someone') })}</dd>
                <dt>{t('community.admin.reveals')}</dt>
                <dd data-testid="community-current-reveals">{t('community.admin.revealCount', { reveals: current.reveals, members: current.members })}</dd>
              </dl>
            ) : (
              <p className="notice notice--warning">{t('community.admin.none')}</p>
            )}
            <h3>{current ? t('community.admin.rotateTitle') : t('community.admin.setTitle')}</h3>
            {current ? <p className="partner-muted">{t('community.admin.rotateHint')}</p> : null}
            <CommunityLinkForm hasCurrent={!!current} />
          </div>
          <h2>{t('community.admin.historyTitle')}</h2>
          <Table<CommunityLinkVersion>
            columns={[
              { key: 'url', header: t('community.admin.link'), cell: (link) => <span dir="ltr" className="community-url">{link.url}</span> },
              { key: 'set', header: t('community.admin.setOn'), cell: (link) => `${formatDate(link.setAt)}${link.setBy ? ` · ${link.setBy}` : ''}` },
              { key: 'retired', header: t('community.admin.retiredOn'), cell: (link) => (link.retiredAt ? formatDate(link.retiredAt) : '—') },
              { key: 'reveals', header: t('community.admin.reveals'), cell: (link) => link.reveals },
            ]}
            rows={state.data.previous}
            rowKey={(link) => link.id}
            caption={t('community.admin.historyTitle')}
            captionHidden
            empty={t('community.admin.noHistory')}
          />
          <h2>{t('community.admin.recentTitle', { total: state.data.totalReveals })}</h2>
          <Table
            columns={[
              { key: 'member', header: t('community.admin.member'), cell: (reveal) => reveal.member },
              { key: 'link', header: t('community.admin.link'), cell: (reveal) => <span dir="ltr" className="community-url">{versionOf(reveal.linkId)}</span> },
              { key: 'when', header: t('community.admin.when'), cell: (reveal) => formatDate(reveal.revealedAt) },
            ]}
            rows={state.data.recentReveals}
            rowKey={(reveal, index) => `${reveal.linkId}-${index}`}
            caption={t('community.admin.recentTitle', { total: state.data.totalReveals })}
            captionHidden
            empty={t('community.admin.noReveals')}
          />
        </>
      ) : null}
    </section>
  );
}
