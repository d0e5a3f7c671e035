import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, parseFlexibleDate } from '@fj/shared';
import { Pager } from '../../../components/Pager';
import { RichText } from '../../../components/RichText';
import { OrganisationLogo } from '../../../components/OrganisationLogo';
import { mediaUrl } from '../../candidates/media-url';
import { EMPLOYER_JOBS_PAGE_SIZE, useEmployerJobs } from '../api/employer-jobs';
import type { EmployerProfile } from '../api/types';
import { scrollToSection } from '../lib/scroll-to-section';
import { EmployerJobList } from './EmployerJobList';
import { SocialLinks } from './SocialLinks';
import { VideoPlayer } from './VideoPlayer';
import '../organisations.css';
import { enumLabel } from '../../../lib/enum-labels';

type Section = 'about' | 'jobs';

/** §2 public profile, employer view: header, tabs About Us / Job Openings (count) that scroll, jobs, video. */
export function EmployerProfileView({ profile }: { profile: EmployerProfile }) {
  const { t } = useTranslation();
  const [jobsPage, setJobsPage] = useState(1);
  const jobs = useEmployerJobs(profile.ID, (jobsPage - 1) * EMPLOYER_JOBS_PAGE_SIZE);
  const about = useRef<HTMLElement>(null);
  const openings = useRef<HTMLElement>(null);
  const [active, setActive] = useState<Section>('about');
  const country = profile.emp_country
    ? enumLabel(t, 'countries', profile.emp_country, COUNTRIES) || profile.countryLabel
    : profile.countryLabel;
  const place = [profile.emp_city, country].filter(Boolean).join(', ');
  const founded = profile.emp_est ? parseFlexibleDate(profile.emp_est)?.getUTCFullYear() : undefined;
  const jobCount = jobs.data?.total ?? profile.availableJobs ?? 0;
  const go = (section: Section) => {
    setActive(section);
    scrollToSection(section === 'about' ? about.current : openings.current);
  };
  const showJobsPage = (page: number) => {
    setJobsPage(page);
    scrollToSection(openings.current);
  };

  return (
    <article className="employer-profile" data-testid="employer-profile">
      <header className="employer-profile__header">
        <OrganisationLogo src={mediaUrl(profile.profilePic)} name={profile.name} size={120} className="employer-profile__logo" />
        <div className="employer-profile__who">
          <h1 data-testid="employer-name">{profile.name}</h1>
          {profile.headline ? <p className="lead" dir="auto" data-i18n-skip="" data-testid="employer-headline">{profile.headline}</p> : null}
          <ul className="employer-profile__facts">
            {place ? <li data-testid="employer-location">{place}</li> : null}
            {profile.numberOfEmployees ? <li data-testid="employer-employees">{t('employer.profile.employees', { value: profile.numberOfEmployees })}</li> : null}
            {founded ? <li data-testid="employer-founded">{t('employer.profile.founded', { year: founded })}</li> : null}
          </ul>
          <SocialLinks profile={profile} />
        </div>
        {/^https?:\/\//i.test(profile.website) ? (
          <a className="button" href={profile.website} target="_blank" rel="noopener noreferrer nofollow" data-testid="visit-website">
            {t('employer.profile.visitWebsite')}
          </a>
        ) : null}
      </header>
      <nav className="tabs__list employer-profile__tabs" aria-label={t('employer.profile.sections')}>
        <button type="button" className={`tabs__tab${active === 'about' ? ' tabs__tab--active' : ''}`} aria-current={active === 'about' || undefined} onClick={() => go('about')} data-testid="tab-about">
          {t('employer.profile.aboutUs')}
        </button>
        <button type="button" className={`tabs__tab${active === 'jobs' ? ' tabs__tab--active' : ''}`} aria-current={active === 'jobs' || undefined} onClick={() => go('jobs')} data-testid="tab-jobs">
          {t('employer.profile.jobOpenings', { count: jobCount })}
        </button>
      </nav>
      <section ref={about} id="about-us" className="employer-profile__section" data-testid="section-about">
        <h2>{t('employer.profile.aboutUs')}</h2>
        <RichText value={profile.intro} testId="employer-intro" />
        {profile.culture ? (
          <>
            <h3>{t('employer.profile.culture')}</h3>
            <RichText value={profile.culture} testId="employer-culture" />
          </>
        ) : null}
        {profile.insights ? (
          <>
            <h3>{t('employer.profile.insights')}</h3>
            <RichText value={profile.insights} testId="employer-insights" />
          </>
        ) : null}
        {!profile.intro && !profile.culture && !profile.insights ? <p>{t('common.noData')}</p> : null}
        {profile.emp_video ? <VideoPlayer link={profile.emp_video} title={profile.name} /> : null}
      </section>
      <section ref={openings} id="job-openings" className="employer-profile__section" data-testid="section-jobs">
        <h2>{t('employer.profile.jobOpenings', { count: jobCount })}</h2>
        <EmployerJobList jobs={jobs.data?.rows} loading={jobs.isFetching} />
        <Pager showTotal page={jobsPage} pageSize={EMPLOYER_JOBS_PAGE_SIZE} total={jobs.data?.total ?? 0} onPage={showJobsPage} />
      </section>
    </article>
  );
}
