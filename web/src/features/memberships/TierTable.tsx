import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES, type Membership } from '@fj/shared';
import { useMembershipTypes } from './api/membership-types';
import { LoadState } from './components/LoadState';
import { membershipName } from './components/PlanLabel';
import { tierCell, tierRowKeys, type TierCell } from './tier-features';

/** Rows whose feature has its own screen: the row's name leads to it (each screen explains itself to lower tiers). */
const FEATURE_LINKS: Readonly<Record<string, string>> = {
  hotList: ROUTES.candidateHotList,
  partnerDownloads: ROUTES.candidatePartnerDownloads,
  socialShare: ROUTES.candidateShareProfile,
  createInterview: ROUTES.candidateRequestInterview,
  whatsappCommunity: ROUTES.candidateCommunity,
  contractAdvice: ROUTES.candidateContractAdvice,
};

function CellText({ cell }: { cell: TierCell }) {
  const { t } = useTranslation();
  switch (cell.kind) {
    case 'yes':
      return <span className="tier-yes" aria-label={t('tiers.included')}>✓</span>;
    case 'no':
      return <span className="tier-no" aria-label={t('tiers.notIncluded')}>–</span>;
    case 'count':
      return <>{cell.value}</>;
    case 'unlimited':
      return <>{t('tiers.unlimited')}</>;
    case 'text':
      return <>{t(`tiers.${cell.key}`)}</>;
  }
}

/** §6 tier comparison, built from `GET /get-membership-types?audience=candidate`; the chosen tier's column is highlighted. */
export function TierTable({ selected }: { selected?: Membership }) {
  const { t } = useTranslation();
  const { data: types, isPending, isError } = useMembershipTypes('candidate');
  if (!types) return <LoadState pending={isPending} failed={isError} errorMessage={t('tiers.loadError')} />;
  const highlight = (membership: Membership) => (membership === selected ? 'tier-selected' : undefined);
  return (
    <div className="table-wrap">
      <table className="table tier-table">
        <caption className="visually-hidden">{t('tiers.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tiers.feature')}</th>
            {types.map((type) => (
              <th key={type.membership} scope="col" className={highlight(type.membership)}>
                {membershipName(t, type.membership)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tierRowKeys(types).map((key) => (
            <tr key={key}>
              <th scope="row">
                {FEATURE_LINKS[key] ? (
                  <Link to={FEATURE_LINKS[key]} data-testid={`tier-link-${key}`}>
                    {t(`tiers.features.${key}`)}
                  </Link>
                ) : (
                  t(`tiers.features.${key}`)
                )}
              </th>
              {types.map((type) => (
                <td key={type.membership} className={highlight(type.membership)}>
                  <CellText cell={tierCell(key, type)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
