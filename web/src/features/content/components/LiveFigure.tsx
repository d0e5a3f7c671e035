import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format-money';
import type { HomeFigures } from '../api/content';

export type ClaimKey = 'jobsPerMonth' | 'countries' | 'candidateServices' | 'members' | 'rolesFilled';

const FIGURE_OF: Record<ClaimKey, keyof HomeFigures['figures']> = {
  jobsPerMonth: 'jobsThisMonth',
  countries: 'countries',
  candidateServices: 'services',
  members: 'members',
  rolesFilled: 'rolesFilled',
};

interface HomeFigureProps {
  claim: ClaimKey;
  /** The marketing claim ('32K+'), already in the page's language: shown only when the live figures cannot be had. */
  marketing: string;
  figures?: HomeFigures['figures'];
  failed: boolean;
}

/**
 * One figure of the home claims block. The live number from the database when it has arrived; the marketing claim
 * (with its own label) only when the figures could not be loaded; never both, so they cannot disagree. While loading,
 * the live label and an empty number hold the card's size, so nothing moves when the number arrives.
 */
export function HomeFigure({ claim, marketing, figures, failed }: HomeFigureProps) {
  const { t, i18n } = useTranslation();
  if (!figures && failed) {
    return (
      <>
        <strong>{marketing}</strong>
        <span>{t(`home.claims.${claim}`)}</span>
      </>
    );
  }
  return (
    <>
      <strong data-testid={`figure-${claim}`}>{figures ? formatNumber(figures[FIGURE_OF[claim]], i18n.language, 0) : '\u00a0'}</strong>
      <span>{t(`content.home.live.${claim}`)}</span>
    </>
  );
}
