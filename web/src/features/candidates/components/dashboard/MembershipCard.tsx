import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MEMBERSHIPS, ROUTES, retryPaymentHref } from '@fj/shared';
import type { CandidateDashboardData } from '../../api/dashboard-data';
import { useEnumLabel } from '../use-enum-label';
import './membership.css';

const STATUS_TONE: Readonly<Record<string, string>> = {
  active: 'good',
  past_due: 'bad',
  expired: 'bad',
  incomplete: 'wait',
  cancelled: 'wait',
};

/**
 * Membership, its status and billing interval. A renewal that failed (past due) offers "Pay now": the retry page
 * of the subscription when the dashboard names it, else the subscriptions list where each has its retry.
 */
export function MembershipCard({ data }: { data: CandidateDashboardData }) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const pastDue = data.membershipStatus === 'past_due';
  const payNowHref = data.subscriptionId ? retryPaymentHref(data.subscriptionId) : ROUTES.candidateSubscriptions;
  const paid = data.membership !== 'FREE';
  return (
    <div className="stat-card" data-testid="dashboard-membership">
      <p className="stat-card__label">{t('candidate.dashboard.membership')}</p>
      <p className="stat-card__value">{enumLabel('membership', MEMBERSHIPS, data.membership)}</p>
      <p className="lead">
        <span className={`membership-status membership-status--${STATUS_TONE[data.membershipStatus] ?? 'wait'}`} data-testid="dashboard-membership-status">
          {t(`dashboard.membership.status.${data.membershipStatus}`, { defaultValue: data.membershipStatus })}
        </span>
        {data.interval ? (
          <span data-testid="dashboard-membership-interval">
            {' · '}
            {t(`dashboard.membership.interval.${data.interval}`, { defaultValue: data.interval })}
          </span>
        ) : null}
      </p>
      {pastDue ? (
        <p className="notice notice--error" role="alert">
          {t('dashboard.membership.pastDue')}{' '}
          <Link to={payNowHref} data-testid="dashboard-pay-now">
            {t('dashboard.membership.payNow')}
          </Link>
        </p>
      ) : null}
      <p className="form__row">
        {data.membership !== 'UNLIMITED' ? (
          <Link to={ROUTES.candidateUpgrade} data-testid="dashboard-upgrade">
            {t('dashboard.membership.upgrade')}
          </Link>
        ) : null}
        {paid ? <Link to={ROUTES.candidateSubscriptions}>{t('dashboard.membership.manage')}</Link> : null}
      </p>
    </div>
  );
}
