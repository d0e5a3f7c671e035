import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MEMBERSHIP_PRICE } from '@fj/shared';
import { PlanPicker, TierTable, type PlanChoice } from '../../memberships';
import { formatAmount, formatMoney } from '../../../lib/format-money';

interface MembershipStepProps {
  initial: PlanChoice;
  onContinue: (choice: PlanChoice) => void;
  employerHref: string;
}

/** Sign-up step MEMBERSHIP_TYPE (1): the membership and its billing interval, with the §6 tier comparison. */
export function MembershipStep({ initial, onContinue, employerHref }: MembershipStepProps) {
  const { t, i18n } = useTranslation();
  const [choice, setChoice] = useState<PlanChoice>(initial);
  const price = formatMoney(MEMBERSHIP_PRICE.amountMinor, MEMBERSHIP_PRICE.currency, i18n.language);
  const fromPounds = formatAmount(MEMBERSHIP_PRICE.fromPounds, MEMBERSHIP_PRICE.currency, i18n.language, 0);
  return (
    <div className="signup-step" data-testid="signup-step-1">
      <h1>{t('signup.membershipTitle')}</h1>
      <p className="lead">{t('signup.membershipLead', { price, fromPounds })}</p>
      <PlanPicker audience="candidate" value={choice} onChange={setChoice} />
      <TierTable selected={choice.membership} />
      <div className="form__row form__row--between">
        <Link to={employerHref}>{t('signup.imHiring')}</Link>
        <button type="button" className="button" onClick={() => onContinue(choice)} data-testid="membership-continue">
          {t('signup.continue')}
        </button>
      </div>
    </div>
  );
}
