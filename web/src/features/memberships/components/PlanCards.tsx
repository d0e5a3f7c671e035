import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingInterval, Membership } from '@fj/shared';
import type { MembershipType } from '../api/membership-types';
import { useFormatMoney } from '../../../lib/format-money';
import { UNLIMITED_CREDITS } from '../tier-features';
import { membershipName } from './PlanLabel';

interface PlanCardsProps {
  types: readonly MembershipType[];
  interval: BillingInterval;
  current?: Membership;
  /** The call to action of one card (a link or button), or nothing. */
  action: (type: MembershipType) => ReactNode;
}

/** The plans side by side: name, price for the interval (or free), monthly credits, and what to do next. */
export function PlanCards({ types, interval, current, action }: PlanCardsProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <ul className="billing-cards">
      {types.map((type) => {
        const price = type.prices[interval];
        return (
          <li key={type.membership} className={`billing-card${current === type.membership ? ' billing-card--active' : ''}`} data-testid={`plan-card-${type.membership}`}>
            <h3 className="billing-card__title">{membershipName(t, type.membership)}</h3>
            <p className="billing-card__price">
              {price ? t(interval === 'year' ? 'billing.pricing.perYear' : 'billing.pricing.perMonth', { price: money(price.amountMinor, price.currency) }) : t('billing.pricing.noCharge')}
            </p>
            <p>
              {type.credits.standard >= UNLIMITED_CREDITS
                ? t('billing.plan.creditsUnlimited')
                : t('billing.plan.credits', { standard: type.credits.standard, premium: type.credits.premium })}
            </p>
            {current === type.membership ? <p className="plan-option__current">{t('billing.plan.current')}</p> : null}
            {action(type)}
          </li>
        );
      })}
    </ul>
  );
}
