import type { TFunction } from 'i18next';
import { MEMBERSHIPS, type Membership } from '@fj/shared';
import type { PlanPrice } from '../api/membership-types';

export function membershipName(t: TFunction, membership: string): string {
  const tier = MEMBERSHIPS.find((entry) => entry.value === membership);
  return t(`enums.membership.${membership}`, { defaultValue: tier?.label ?? membership });
}

/** 'Standard — £2.99 a month', 'Elite — £59.90 a year', 'Free — no payment needed'. */
export function planLabel(t: TFunction, membership: Membership, price: PlanPrice | null, money: (minor: number, currency: string) => string): string {
  const name = membershipName(t, membership);
  if (!price) return t('billing.plan.labelFree', { name });
  const amount = money(price.amountMinor, price.currency);
  return price.interval === 'year' ? t('billing.plan.labelPerYear', { name, price: amount }) : t('billing.plan.labelPerMonth', { name, price: amount });
}
