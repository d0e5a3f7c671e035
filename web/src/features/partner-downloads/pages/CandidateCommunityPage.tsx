import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/PageLoading';
import { apiErrorMessage } from '../../../lib/api-errors';
import { apiErrorStatus } from '../../../lib/api-error-status';
import { useOwnProfile } from '../../candidates/api/own-profile';
import { useRevealCommunityLink } from '../api/community';
import { PerkUpgradePanel } from '../../../components/PerkUpgradePanel';
import '../partner-downloads.css';

/** `/candidate/community` (§6, Unlimited): the WhatsApp community's invite link, given on request (each request is recorded). */
export function CandidateCommunityPage() {
  const { t } = useTranslation();
  const profile = useOwnProfile();
  const reveal = useRevealCommunityLink();
  const [refused, setRefused] = useState<string | null>(null);
  const unlimited = profile.data?.membership === 'UNLIMITED';

  const join = () =>
    reveal.mutate(undefined, {
      onError: (error) => {
        if (apiErrorStatus(error) === 402) setRefused(apiErrorMessage(error));
      },
    });

  const perk = (body: string) => (
    <>
      <p>{body}</p>
      <ul className="perk-upgrade__points">
        <li>{t('community.point1')}</li>
        <li>{t('community.point2')}</li>
        <li>{t('community.point3')}</li>
      </ul>
    </>
  );

  let body;
  if (profile.isPending) body = <PageLoading />;
  else if (profile.isError) body = <p className="notice notice--error">{t('partnerDownloads.loadError')}</p>;
  else if (!unlimited || refused !== null)
    body = (
      <PerkUpgradePanel title={refused ? t('community.refusedTitle') : t('community.perkTitle')} refused={refused ?? undefined} testId="community-upgrade">
        {perk(t('community.perkBody'))}
      </PerkUpgradePanel>
    );
  else
    body = (
      <div className="card community-join" data-testid="community-join">
        <h2>{t('community.joinTitle')}</h2>
        {perk(t('community.includedBody'))}
        {reveal.data ? (
          <div className="community-join__link" data-testid="community-link">
            <a className="button" href={reveal.data.url} target="_blank" rel="noopener noreferrer">
              {t('community.open')}
            </a>
            <p>
              {t('community.linkIs')}{' '}
              <a href={reveal.data.url} target="_blank" rel="noopener noreferrer" dir="ltr" data-testid="community-link-url">
                {reveal.data.url}
              </a>
            </p>
            <p className="partner-muted">{t('community.keepPrivate')}</p>
          </div>
        ) : (
          <button type="button" className="button" onClick={join} disabled={reveal.isPending} data-testid="community-join-button">
            {reveal.isPending ? t('common.loading') : t('community.join')}
          </button>
        )}
        {reveal.isError && refused === null ? (
          <p className="notice notice--warning" role="alert" data-testid="community-error">
            {apiErrorMessage(reveal.error)}
          </p>
        ) : null}
      </div>
    );

  return (
    <section className="area-page community-page" data-testid="community-page">
      <header className="area-page__header">
        <h1>{t('community.title')}</h1>
      </header>
      <p className="lead">{t('community.lead')}</p>
      {body}
    </section>
  );
}
