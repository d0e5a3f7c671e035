import { ROUTES, type RouteName } from '@fj/shared';
import { SITE_NAME } from '../head';
import { isPrivateRoute } from '../private-routes';
import { page, type PageAnswer, type PageMeta } from '../types';

interface StaticPage {
  title: string;
  description: string;
  /** The one address of the page where a route has aliases. */
  canonicalPath?: string;
}

const HOME: StaticPage = {
  title: SITE_NAME,
  description: 'Jobs in football: coaching, scouting, medical, media, commercial and more. Search jobs, organisations and candidate profiles.',
  canonicalPath: ROUTES.home,
};
const JOBS: StaticPage = {
  title: 'Jobs in football',
  description: 'Browse and search the latest jobs in football by category, country, job type and work mode.',
  canonicalPath: ROUTES.jobs,
};

/** Titles of the public pages that show no single object (English: crawlers get the site's default language). */
const STATIC_PAGES: Partial<Record<RouteName, StaticPage>> = {
  home: HOME,
  homeAlias: HOME,
  jobs: JOBS,
  jobsAlt: JOBS,
  employersDirectory: { title: 'Football clubs and organisations', description: 'Clubs, academies, agencies and companies recruiting in football, with their open jobs.' },
  employerPackages: { title: 'Employer packages', description: 'Post jobs, search the CV database and recruit in football: plans and credits for employers.' },
  candidatePricing: { title: 'Candidate membership plans', description: 'Free and paid memberships for candidates: job alerts, a public profile and more applications.' },
  profileList: { title: 'Candidate profiles', description: 'Public profiles of coaches, scouts, analysts, medical staff and other football professionals.' },
  shop: { title: 'Shop', description: 'Career services for football professionals: CV writing and design, advice calls and more.' },
  cvWriteProduct: { title: 'Football-specific CV writing and design', description: 'A CV written and designed for a career in football by people who recruit in it.' },
  blog: { title: 'Blog', description: 'News, advice and stories about working in football.' },
  successStories: { title: 'Success stories', description: 'People who found their job in football through Football Jobs.' },
  testimonials: { title: 'Testimonials', description: 'What candidates and employers say about Football Jobs.' },
  featuredMembers: { title: 'Featured members', description: 'Featured candidates and organisations on Football Jobs.' },
  contactUs: { title: 'Contact us', description: 'Questions about jobs, memberships or your account: get in touch with the Football Jobs team.' },
  terms: { title: 'Terms and conditions', description: 'The terms for using Football Jobs.' },
  privacy: { title: 'Privacy policy', description: 'How Football Jobs collects, uses and protects personal data.' },
  database4football: { title: 'Database4Football: players and staff', description: 'Search football players and staff by position, club and career statistics.' },
  database4football1: { title: 'Database4Football: players and staff', description: 'Search football players and staff by position, club and career statistics.', canonicalPath: ROUTES.database4football },
  searchPlayer: { title: 'Search players', description: 'Search football players by name, position, club and nationality.' },
  registerPlayerProfile: { title: 'Register a player profile', description: 'Add your player profile to Database4Football.' },
  coaching: { title: 'Employability Hub: courses for football careers', description: 'Online courses by football coaches: coaching badges, performance analysis, scouting, sports science, club operations and job applications, with certificates.' },
};

const GENERIC: StaticPage = HOME;
/** Routes whose address carries a value (':slug', or the '/recruit-with-' and '/about-' prefixes): the path itself is canonical. */
const HAS_PATH_PARTS = /:|-$/;

/**
 * Meta of a route no object builder answers: its static title, or the site's default for pages without one;
 * private areas (sign-in, dashboards) are marked noindex. The path is canonical unless the table names another.
 */
export function staticPageMeta(name: RouteName, pathname: string): PageAnswer {
  const known = STATIC_PAGES[name];
  const meta: PageMeta = {
    title: known?.title ?? GENERIC.title,
    description: known?.description ?? GENERIC.description,
    canonicalPath: known?.canonicalPath ?? (HAS_PATH_PARTS.test(ROUTES[name]) ? pathname : ROUTES[name]),
    noindex: isPrivateRoute(name),
  };
  return page(meta);
}
