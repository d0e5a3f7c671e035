import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackgroundCheckDto } from '@fj/shared';
import { formatDate } from '../../../lib/format-date';

interface CheckFactsProps {
  check: BackgroundCheckDto;
  /** Facts shown before the reference number (the administrators' card names the type here). */
  before?: ReactNode;
  /** Facts shown after the dates (when it was sent and reviewed). */
  after?: ReactNode;
}

/** A check's reference number and dates, as the candidate's list and the administrators' card show them. */
export function CheckFacts({ check, before, after }: CheckFactsProps) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="safeguarding-facts">
      {before}
      <div>
        <dt>{t('safeguarding.form.referenceNumber')}</dt>
        <dd>
          <bdi dir="ltr" data-i18n-skip="">
            {check.referenceNumber}
          </bdi>
        </dd>
      </div>
      <div>
        <dt>{t('safeguarding.form.issuedOn')}</dt>
        <dd>{formatDate(check.issuedOn, i18n.language)}</dd>
      </div>
      <div>
        <dt>{t('safeguarding.form.expiresOn')}</dt>
        <dd>{formatDate(check.expiresOn, i18n.language)}</dd>
      </div>
      {after}
    </dl>
  );
}
