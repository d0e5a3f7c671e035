import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingInterval, Membership, PlanAudience } from '@fj/shared';
import { useMembershipTypes } from '../api/membership-types';
import { UNLIMITED_CREDITS } from '../tier-features';
import { useFormatMoney } from '../../../lib/format-money';
import { IntervalToggle } from './IntervalToggle';
import { LoadState } from './LoadState';
import { planLabel } from './PlanLabel';
import '../memberships.css';

export interface PlanChoice {
  membership: Membership;
  interval: BillingInterval;
}

interface PlanPickerProps {
  audience: PlanAudience;
  value: PlanChoice;
  onChange: (choice: PlanChoice) => void;
  /** The account's plan now: marked "Your current plan". */
  current?: Membership;
  /** Upgrades offer paid plans only (going back to FREE is cancelling the subscription). */
  paidOnly?: boolean;
}

/** Radio cards, one per membership with its price for the chosen interval, and the Monthly/Yearly toggle. */
export function PlanPicker({ audience, value, onChange, current, paidOnly = false }: PlanPickerProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const name = useId();
  const { data, isPending, isError, refetch } = useMembershipTypes(audience);

  if (isPending || isError) {
    return <LoadState pending={isPending} failed={isError} errorMessage={t('billing.plan.loadError')} onRetry={() => void refetch()} />;
  }
  const types = data.filter((type) => !paidOnly || type.membership !== 'FREE');
  return (
    <div className="plan-picker">
      <IntervalToggle value={value.interval} onChange={(interval) => onChange({ ...value, interval })} />
      <fieldset className="plan-options">
        <legend>{t('billing.plan.legend')}</legend>
        {types.map((type) => {
          const id = `${name}-${type.membership}`;
          const price = type.prices[value.interval] ?? null;
          const checked = value.membership === type.membership;
          const unlimited = type.credits.standard >= UNLIMITED_CREDITS;
          return (
            <div
              key={type.membership}
              className={`plan-option${checked ? ' plan-option--active' : ''}`}
              data-testid={`plan-option-${type.membership}`}
            >
              <input
                type="radio"
                id={id}
                name={name}
                value={type.membership}
                checked={checked}
                aria-describedby={`${id}-details`}
                onChange={() => onChange({ membership: type.membership, interval: value.interval })}
              />
              <label htmlFor={id} className="plan-option__label">
                {planLabel(t, type.membership, price, money)}
              </label>
              <p id={`${id}-details`} className="plan-option__details">
                {unlimited ? t('billing.plan.creditsUnlimited') : t('billing.plan.credits', { standard: type.credits.standard, premium: type.credits.premium })}
                {current === type.membership ? <span className="plan-option__current"> · {t('billing.plan.current')}</span> : null}
              </p>
            </div>
          );
        })}
      </fieldset>
    </div>
  );
}
