import { useTranslation } from 'react-i18next';
import { enumLabel } from '../../../lib/enum-labels';

const PLAN_CODE = /^(candidate|employer)-([a-z]+)-(month|year)$/;

/**
 * A plan code such as `candidate-elite-month` read as "Candidate Elite, monthly", a credit package code by the
 * package's name (the pricing page's), "shop" as shop orders; an unknown code stays as stored.
 */
export function usePlanLabel() {
  const { t } = useTranslation();
  return (code: string) => {
    if (code === 'shop') return t('admin.dashboard.shop');
    const match = PLAN_CODE.exec(code);
    if (!match) return t(`billing.packageNames.${code}`, { defaultValue: code });
    const [, audience, tier, interval] = match;
    return t('admin.dashboard.planLabel', {
      audience: t(`admin.dashboard.planAudience.${audience}`),
      tier: enumLabel(t, 'membership', tier.toUpperCase()),
      interval: t(`admin.dashboard.planInterval.${interval}`),
    });
  };
}
