import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/PageLoading';
import { useHotListEntry } from '../api/own-entry';
import { HotListForm } from '../components/HotListForm';
import { HotListStatus } from '../components/HotListStatus';
import { UpgradeForHotList } from '../components/UpgradeForHotList';
import '../hot-list.css';

/** `/candidate/hot-list` (§6, Standard and above): tell employers you are available, from when, for what and where. */
export function CandidateHotListPage() {
  const { t } = useTranslation();
  const own = useHotListEntry();
  // A 402 while saving (the membership lapsed since the page loaded) shows the upgrade path.
  const [refused, setRefused] = useState(false);

  let body;
  if (own.isPending) body = <PageLoading />;
  else if (own.isError) body = <p className="notice notice--error">{t('hotList.loadError')}</p>;
  else if (refused || !own.data.included) body = <UpgradeForHotList />;
  else
    body = (
      <div className="hot-list-panel">
        <HotListStatus state={own.data} />
        <HotListForm state={own.data} onPaymentRequired={() => setRefused(true)} />
      </div>
    );

  return (
    <section className="area-page hot-list-page" data-testid="candidate-hot-list-page">
      <header className="area-page__header">
        <h1>{t('screens.candidateHotList')}</h1>
      </header>
      <p className="lead">{t('hotList.candidate.lead')}</p>
      {body}
    </section>
  );
}
