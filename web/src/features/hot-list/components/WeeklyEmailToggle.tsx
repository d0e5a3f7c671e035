import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useHotListSubscription, useSetHotListSubscription } from '../api/employer-list';

/** The weekly email of new hot-list candidates: a switch (one email a week at most, in the account's language). */
export function WeeklyEmailToggle() {
  const { t } = useTranslation();
  const state = useHotListSubscription();
  const change = useSetHotListSubscription();
  const subscribed = state.data?.subscribed === true;
  const toggle = async () => {
    try {
      const next = await change.mutateAsync(!subscribed);
      notifySuccess(next.subscribed ? t('hotList.employer.subscribed') : t('hotList.employer.unsubscribed'));
    } catch (error) {
      notifyError(apiErrorMessage(error));
    }
  };
  return (
    <div className="hot-list-weekly" data-testid="hot-list-weekly">
      <button
        type="button"
        role="switch"
        aria-checked={subscribed}
        className={`hot-list-switch${subscribed ? ' hot-list-switch--on' : ''}`}
        disabled={state.isPending || change.isPending}
        onClick={() => void toggle()}
        data-testid="hot-list-weekly-toggle"
      >
        <span className="hot-list-switch__knob" aria-hidden="true" />
        <span>{t('hotList.employer.weekly')}</span>
      </button>
      <p className="field__hint">{subscribed ? t('hotList.employer.weeklyOn') : t('hotList.employer.weeklyOff')}</p>
    </div>
  );
}
