import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreditPackage } from '../api/types';
import { useFormatMoney } from '../../../lib/format-money';

interface PackageCardsProps {
  packages: readonly CreditPackage[];
  /** The package to highlight (e.g. `?package=` of the link that brought the employer here). */
  selected?: string | null;
  action: (pack: CreditPackage) => ReactNode;
}

/** Employer credit packages: title, what it holds, price, and what to do next. */
export function PackageCards({ packages, selected, action }: PackageCardsProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <ul className="billing-cards">
      {packages.map((pack) => (
        <li key={pack.code} className={`billing-card${selected === pack.code ? ' billing-card--active' : ''}`} data-testid={`package-card-${pack.code}`}>
          <h3 className="billing-card__title">{t(`billing.packageNames.${pack.code}`, { defaultValue: pack.title })}</h3>
          <p className="billing-card__price">{money(pack.amountMinor, pack.currency)}</p>
          <ul className="order-lines">
            {pack.standardCredits > 0 ? <li>{t('billing.packages.standardCredits', { credits: pack.standardCredits })}</li> : null}
            {pack.premiumCredits > 0 ? <li>{t('billing.packages.premiumCredits', { credits: pack.premiumCredits })}</li> : null}
          </ul>
          {action(pack)}
        </li>
      ))}
    </ul>
  );
}
