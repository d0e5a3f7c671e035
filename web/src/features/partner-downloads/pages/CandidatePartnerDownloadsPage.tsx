import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTNER_DOWNLOAD_CATEGORIES } from '@fj/shared';
import { EmptyState } from '../../../components/EmptyState';
import { PageLoading } from '../../../components/PageLoading';
import { partnerDownloadKeys, useMemberDownloads } from '../api/partner-downloads';
import { DownloadCard } from '../components/DownloadCard';
import { PerkUpgradePanel } from '../../../components/PerkUpgradePanel';
import '../partner-downloads.css';

/** `/candidate/partner-downloads` (§6, Standard and above): partners' resources by category; locked ones name their tier. */
export function CandidatePartnerDownloadsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const downloads = useMemberDownloads();
  const [category, setCategory] = useState<string | null>(null);
  const items = downloads.data?.data ?? [];
  const present = PARTNER_DOWNLOAD_CATEGORIES.filter((one) => items.some((item) => item.category === one));
  const shown = present.filter((one) => category === null || one === category);

  let body;
  if (downloads.isPending) body = <PageLoading />;
  else if (downloads.isError) body = <p className="notice notice--error">{t('partnerDownloads.loadError')}</p>;
  else if (items.length === 0) body = <EmptyState illustration="list" headingLevel={2} title={t('partnerDownloads.emptyTitle')} body={t('partnerDownloads.emptyBody')} />;
  else
    body = (
      <>
        <div className="partner-filters" role="group" aria-label={t('partnerDownloads.filterLabel')}>
          {[null, ...present].map((one) => (
            <button key={one ?? 'all'} type="button" className={`partner-chip${category === one ? ' partner-chip--on' : ''}`} aria-pressed={category === one} onClick={() => setCategory(one)}>
              {one ? t(`partnerDownloads.categories.${one}`) : t('partnerDownloads.allCategories')}
            </button>
          ))}
        </div>
        {shown.map((one) => (
          <section key={one} className="partner-group" aria-labelledby={`partner-group-${one}`}>
            <h2 id={`partner-group-${one}`}>{t(`partnerDownloads.categories.${one}`)}</h2>
            <div className="card-grid">
              {items
                .filter((item) => item.category === one)
                .map((item) => (
                  <DownloadCard key={item.id} item={item} onDownloaded={() => void queryClient.invalidateQueries({ queryKey: partnerDownloadKeys.member })} />
                ))}
            </div>
          </section>
        ))}
      </>
    );

  return (
    <section className="area-page partner-downloads-page" data-testid="partner-downloads-page">
      <header className="area-page__header">
        <h1>{t('partnerDownloads.title')}</h1>
      </header>
      <p className="lead">{t('partnerDownloads.lead')}</p>
      {downloads.data?.membership === 'FREE' ? (
        <PerkUpgradePanel title={t('partnerDownloads.perkTitle')} testId="partner-downloads-upgrade">
          <p>{t('partnerDownloads.perkBody')}</p>
        </PerkUpgradePanel>
      ) : null}
      {body}
    </section>
  );
}
