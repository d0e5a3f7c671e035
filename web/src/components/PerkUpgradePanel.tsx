import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '@fj/shared';
import './perk-upgrade.css';

interface PerkUpgradePanelProps {
  title: string;
  /** What the perk is: a sentence or two, and a list of what it gives. */
  children: ReactNode;
  /** The API's 402 message, when a call was refused. */
  refused?: string;
  /** The upgrade button's words, when the perk names its tier ("Upgrade to Unlimited"). */
  upgradeLabel?: string;
  testId: string;
}

/**
 * A membership perk the member's tier does not include (issue 22): what it is and the way to it, on every perk's
 * screen, so a pricing-table link never leads to a broken page.
 */
export function PerkUpgradePanel({ title, children, refused, upgradeLabel, testId }: PerkUpgradePanelProps) {
  const { t } = useTranslation();
  return (
    <div className="card perk-upgrade" data-testid={testId} role={refused ? 'alert' : undefined}>
      <h2>{title}</h2>
      {refused ? <p className="notice notice--warning">{refused}</p> : null}
      {children}
      <div className="perk-upgrade__actions">
        <Link className="button" to={ROUTES.candidateUpgrade} data-testid={`${testId}-link`}>
          {upgradeLabel ?? t('partnerDownloads.upgrade')}
        </Link>
        <Link className="button button--ghost" to={ROUTES.candidatePricing}>
          {t('partnerDownloads.comparePlans')}
        </Link>
      </div>
    </div>
  );
}
