import { useTranslation } from 'react-i18next';
import type { PaymentStatus, SubscriptionStatus } from '@fj/shared';

type Tone = 'good' | 'bad' | 'wait' | 'done';

const SUBSCRIPTION_TONES: Record<SubscriptionStatus, Tone> = { active: 'good', incomplete: 'wait', past_due: 'bad', cancelled: 'done', expired: 'done' };
const PAYMENT_TONES: Record<PaymentStatus, Tone> = { succeeded: 'good', pending: 'wait', failed: 'bad', cancelled: 'done' };

type StatusBadgeProps = { kind: 'subscription'; status: SubscriptionStatus } | { kind: 'payment'; status: PaymentStatus };

/** A subscription's or payment's status in words, coloured by what it means for the customer. */
export function StatusBadge(props: StatusBadgeProps) {
  const { t } = useTranslation();
  const tone = props.kind === 'subscription' ? SUBSCRIPTION_TONES[props.status] : PAYMENT_TONES[props.status];
  return <span className={`status-badge status-badge--${tone}`}>{t(`billing.status.${props.kind}.${props.status}`)}</span>;
}
