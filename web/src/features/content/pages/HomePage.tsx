import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { HOMEPAGE_CLAIMS, MEMBERSHIP_PRICE, ROUTES, SIGNUP_STEPS, signupStepHref } from '@fj/shared';
import { formatMoney, formatNumber } from '../../../lib/format-money';
import { useHomeFigures } from '../api/home-figures';
import { HeroJobSearch } from '../components/HeroJobSearch';
import { LazyHomeBelowFold } from '../components/LazyHomeBelowFold';
import { HomeFigure } from '../components/LiveFigure';
import '../content.css';

const CLAIMS = [
  { key: 'jobsPerMonth', value: HOMEPAGE_CLAIMS.jobsPerMonth },
  { key: 'countries', value: HOMEPAGE_CLAIMS.countries },
  { key: 'candidateServices', value: HOMEPAGE_CLAIMS.candidateServices },
  { key: 'members', value: HOMEPAGE_CLAIMS.members },
  { key: 'rolesFilled', value: HOMEPAGE_CLAIMS.rolesFilled },
] as const;

/** '32K+' → '32 ألف+': the figure in the page's language (compact notation), the '+' kept; English as written. */
function claimFigure(value: string, language: string): string {
  if (language.startsWith('en')) return value;
  const parsed = /^([\d,]+)(K?)(\+?)$/.exec(value);
  if (!parsed) return value;
  const figure = Number(parsed[1].replace(/,/g, '')) * (parsed[2] ? 1000 : 1);
  return `${formatNumber(figure, language, 0, 'compact')}${parsed[3]}`;
}

/**
 * / and /home (§1, §9): hero with a job search, the figures from the database (the marketing claims only if those fail); then the advert strip, client logos, job lists,
 * testimonials, success stories and news in a lazy chunk loaded when scrolled near, each list fetched when in view.
 */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const price = formatMoney(MEMBERSHIP_PRICE.amountMinor, MEMBERSHIP_PRICE.currency, i18n.language);
  const live = useHomeFigures();
  return (
    <div className="home" data-testid="home-page">
      <section className="hero">
        <div className="hero__inner">
          <h1>{t('home.title')}</h1>
          <p className="hero__lead">{t('home.lead')}</p>
          <HeroJobSearch />
          <div className="hero__actions">
            <Link className="button button--large" to={ROUTES.jobs}>
              {t('home.findJobs')}
            </Link>
            <Link className="button button--large button--light" to={signupStepHref(SIGNUP_STEPS.MEMBERSHIP_TYPE)}>
              {t('home.joinNow')}
            </Link>
          </div>
          <p className="hero__offer">{t('home.offer', { price, vacancies: HOMEPAGE_CLAIMS.newVacanciesPerMonth })}</p>
        </div>
      </section>
      <section className="claims" aria-label={t('home.claimsLabel')}>
        {CLAIMS.map((claim) => (
          <div key={claim.key} className="claim">
            <HomeFigure claim={claim.key} marketing={claimFigure(claim.value, i18n.language)} figures={live.data?.figures} failed={live.isError} />
          </div>
        ))}
      </section>
      <LazyHomeBelowFold logos={live.data?.logos ?? []} />
      <section className="home__audiences">
        <article>
          <h2>{t('home.candidatesTitle')}</h2>
          <p>{t('home.candidatesBody')}</p>
          <Link to={ROUTES.candidatePricing}>{t('home.candidatesLink')}</Link>
        </article>
        <article>
          <h2>{t('home.employersTitle')}</h2>
          <p>{t('home.employersBody')}</p>
          <Link to={ROUTES.employerPackages}>{t('home.employersLink')}</Link>
        </article>
      </section>
    </div>
  );
}
