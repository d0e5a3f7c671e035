import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MEMBERSHIP, MEMBERSHIP_PRICE, MEMBERSHIPS, type Membership } from '@fj/shared';
import { TierTable } from '../../memberships';

interface MembershipStepProps {
  initial?: Membership;
  onContinue: (membership: Membership) => void;
  employerHref: string;
}

/** Sign-up step MEMBERSHIP_TYPE (1): choose FREE, STANDARD, ELITE or UNLIMITED. */
export function MembershipStep({ initial = DEFAULT_MEMBERSHIP, onContinue, employerHref }: MembershipStepProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Membership>(initial);
  const price = (MEMBERSHIP_PRICE.amountMinor / 100).toFixed(2);
  return (
    <div className="signup-step" data-testid="signup-step-membership">
      <h1>{t('signup.membershipTitle')}</h1>
      <p className="lead">{t('signup.membershipLead', { price, fromPounds: MEMBERSHIP_PRICE.fromPounds })}</p>
      <fieldset className="tier-choices">
        <legend className="visually-hidden">{t('signup.membershipTitle')}</legend>
        {MEMBERSHIPS.map((tier) => (
          <label key={tier.value} className={`tier-choice${choice === tier.value ? ' tier-choice--active' : ''}`}>
            <input
              type="radio"
              name="membership"
              value={tier.value}
              checked={choice === tier.value}
              onChange={() => setChoice(tier.value)}
            />
            <span className="tier-choice__name">{t(`enums.membership.${tier.value}`, { defaultValue: tier.label })}</span>
            <span className="tier-choice__price">
              {tier.value === 'FREE' ? t('signup.free') : t('signup.fromPrice', { price })}
            </span>
          </label>
        ))}
      </fieldset>
      {choice !== 'FREE' ? (
        <p className="notice" data-testid="paid-tier-notice">
          {t('signup.paymentLater')}
        </p>
      ) : null}
      <TierTable selected={choice} />
      <div className="form__row form__row--between">
        <Link to={employerHref}>{t('signup.imHiring')}</Link>
        <button type="button" className="button" onClick={() => onContinue(choice)}>
          {t('signup.continue')}
        </button>
      </div>
    </div>
  );
}
