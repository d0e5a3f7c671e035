import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '@fj/shared';
import { notifyError } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useFormatDate } from '../../../lib/format-date';
import { downloadPartnerFile } from '../api/partner-downloads';
import type { MemberDownload } from '../api/types';
import { fileSize, fileTypeName } from '../file-label';

/** One resource: what it is, from whom, and the download (or, above the member's tier, the tier it needs). */
export function DownloadCard({ item, onDownloaded }: { item: MemberDownload; onDownloaded: () => void }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const [busy, setBusy] = useState(false);
  const tier = t(`partnerDownloads.tiers.${item.minimumTier}`);

  const download = async () => {
    setBusy(true);
    try {
      await downloadPartnerFile(item);
      onDownloaded();
    } catch (error) {
      notifyError(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className={`card partner-card${item.locked ? ' partner-card--locked' : ''}`} data-testid="partner-download-card" aria-labelledby={`partner-download-${item.id}`}>
      <div className="partner-card__badges">
        <span className="badge">{t(`partnerDownloads.categories.${item.category}`)}</span>
        <span className={`badge ${item.locked ? 'badge--warning' : 'badge--green'}`}>{t('partnerDownloads.tierBadge', { tier })}</span>
      </div>
      <h3 id={`partner-download-${item.id}`} className="partner-card__title" dir="auto">
        {item.title}
      </h3>
      <p className="partner-card__partner">{t('partnerDownloads.from', { partner: item.partner })}</p>
      {item.description ? (
        <p className="partner-card__description" dir="auto">
          {item.description}
        </p>
      ) : null}
      <p className="partner-card__file">
        <span dir="ltr">{fileTypeName(item.mime)}</span> · <span dir="ltr">{fileSize(item.size)}</span>
      </p>
      <div className="partner-card__footer">
        {item.locked ? (
          <>
            <p className="partner-card__needs">{t('partnerDownloads.needsTier', { tier })}</p>
            <Link className="button button--ghost" to={ROUTES.candidateUpgrade} data-testid="partner-download-upgrade">
              {t('partnerDownloads.upgradeTo', { tier })}
            </Link>
          </>
        ) : (
          <>
            <button type="button" className="button" onClick={download} disabled={busy} data-testid="partner-download-button" aria-describedby={`partner-download-${item.id}`}>
              {busy ? t('partnerDownloads.downloading') : t('partnerDownloads.download')}
            </button>
            {item.lastDownloadedAt ? <p className="partner-card__last">{t('partnerDownloads.lastDownloaded', { date: formatDate(item.lastDownloadedAt) })}</p> : null}
          </>
        )}
      </div>
    </article>
  );
}
