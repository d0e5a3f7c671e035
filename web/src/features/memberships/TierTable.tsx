import { useTranslation } from 'react-i18next';
import { MEMBERSHIPS, type Membership } from '@fj/shared';
import { TIER_FEATURES, type TierCell } from './tier-features';

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

/** §6 tier comparison; the chosen tier's column is highlighted. */
export function TierTable({ selected }: { selected?: Membership }) {
  const { t } = useTranslation();
  return (
    <div className="table-wrap">
      <table className="table tier-table">
        <caption className="visually-hidden">{t('tiers.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tiers.feature')}</th>
            {MEMBERSHIPS.map((tier) => (
              <th key={tier.value} scope="col" className={tier.value === selected ? 'tier-selected' : undefined}>
                {t(`enums.membership.${tier.value}`, { defaultValue: tier.label })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {TIER_FEATURES.map((row) => (
            <tr key={row.key}>
              <th scope="row">{t(`tiers.features.${row.key}`)}</th>
              {MEMBERSHIPS.map((tier) => (
                <td key={tier.value} className={tier.value === selected ? 'tier-selected' : undefined}>
                  <CellText cell={row.cells[tier.value]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
