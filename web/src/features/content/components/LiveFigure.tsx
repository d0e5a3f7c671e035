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

/** '32K+' → 32000: the number a marketing claim states. */
export const claimNumber = (value: string): number => {
  const parsed = /^([\d,]+)(K?)/.exec(value);
  return parsed ? Number(parsed[1].replace(/,/g, '')) * (parsed[2] ? 1000 : 1) : 0;
};

/** The live figure from the data, shown beside a claim when the data is smaller than the marketing number. */
export function LiveFigure({ claim, marketing, figures }: { claim: ClaimKey; marketing: string; figures?: HomeFigures['figures'] }) {
  const { t, i18n } = useTranslation();
  if (!figures) return null;
  const live = figures[FIGURE_OF[claim]];
  if (live >= claimNumber(marketing)) return null;
  return (
    <span className="home-figures__live" data-testid={`live-${claim}`}>
      {t(`content.home.live.${claim}`, { value: formatNumber(live, i18n.language, 0) })}
    </span>
  );
}

/** When the data has outgrown a claim, the claim shows the live number instead. */
export function claimOrLive(claim: ClaimKey, marketing: string, figures: HomeFigures['figures'] | undefined, language: string, show: (value: string) => string): string {
  const live = figures?.[FIGURE_OF[claim]];
  return live !== undefined && live > claimNumber(marketing) ? `${formatNumber(live, language, 0)}+` : show(marketing);
}
