import { describe, expect, it } from 'vitest';
import {
  API,
  ROUTES,
  applicationsHref,
  blogHref,
  employerJobsHref,
  jobHref,
  mediaPath,
  playerHref,
  productPageFromPath,
  profileHref,
  resetPasswordHref,
  searchPlayersPath,
  signupStepHref,
  staffHref,
  withQuery,
} from './paths';

describe('SPA routes', () => {
  it('keeps the spec paths, trailing slashes included', () => {
    expect(ROUTES.signin).toBe('/signin/');
    expect(ROUTES.signinNoSlash).toBe('/signin');
    expect(ROUTES.adminDashboard).toBe('/admin/dashboard/');
    expect(ROUTES.job).toBe('/job/:slug');
    expect(ROUTES.employerJobs).toBe('/employer/jobs/:status');
    expect(ROUTES.lostPassword).toBe('/my-account/lost-password/');
    expect(ROUTES.resetPassword).toBe('/my-account/reset-password/');
    expect(ROUTES.candidatePricing).toBe('/plans/candidate-pricing/');
  });

  it('has no two names for the same pattern', () => {
    const patterns = Object.values(ROUTES);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('writes every route as an absolute path (or the catch-all)', () => {
    for (const pattern of Object.values(ROUTES)) expect(pattern === '*' || pattern.startsWith('/')).toBe(true);
  });
});

describe('href builders', () => {
  it('build the spec links', () => {
    expect(jobHref('head-coach')).toBe('/job/head-coach');
    expect(profileHref('fc-example')).toBe('/profile/fc-example');
    expect(playerHref('a-player')).toBe('/player/a-player');
    expect(staffHref('a-coach')).toBe('/staff/a-coach');
    expect(blogHref('news-1')).toBe('/blog/news-1');
    expect(employerJobsHref('in-active')).toBe('/employer/jobs/in-active');
    expect(employerJobsHref()).toBe('/employer/jobs/active');
    expect(applicationsHref(42)).toBe('/employer/applications/42');
    expect(signupStepHref(1)).toBe('/signup/?step=1');
  });

  it('escape slugs so they cannot leave their segment', () => {
    expect(jobHref('a/../b?c')).toBe('/job/a%2F..%2Fb%3Fc');
    expect(resetPasswordHref('a+b/c')).toBe('/my-account/reset-password/?token=a%2Bb%2Fc');
  });

  it('read recruit-with and about pages', () => {
    expect(productPageFromPath('/recruit-with-cv-writing')).toEqual({ kind: 'recruit-with', product: 'cv-writing' });
    expect(productPageFromPath('/about-us/')).toEqual({ kind: 'about', product: 'us' });
    expect(productPageFromPath('/about/')).toBeNull();
  });
});

describe('API paths', () => {
  it('keep the exact §7 strings', () => {
    expect(API.authToken).toBe('/auth/token');
    expect(API.jobDetailBySlug).toBe('/job-api/get-job-detail-by-slug');
    expect(API.deleteMyJobAlerts).toBe('/delete-my-job-alerts');
    expect(API.configData).toBe('/api/get-config-data');
    expect(API.takeAction).toBe('/job-api/take-action');
    expect(API.applicationStatusCount).toBe('/job-api/get-job-application-status-count');
    expect(API.adminUsernames).toBe('/admin-api/users/usernames');
    expect(API.teamMember).toBe('/job-api/team-member');
    expect(API.browseJobs).toBe('/search/get-browse-job');
  });

  it('have the designed paths of docs/conventions.md', () => {
    expect(API.employerRegister).toBe('/employer-register');
    expect(API.logout).toBe('/auth/logout');
    expect(API.lostPassword).toBe('/auth/lost-password');
    expect(API.resetPassword).toBe('/auth/reset-password');
    expect(API.adminMailOutbox).toBe('/admin-api/mail-outbox');
    expect(API.health).toBe('/health');
  });

  it('are unique and absolute', () => {
    const paths = Object.values(API);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path.startsWith('/')).toBe(true);
  });

  it('build path parameters', () => {
    expect(searchPlayersPath('john smith')).toBe('/search-players/john%20smith');
    expect(mediaPath(7)).toBe('/media/7');
  });

  it('append query strings, leaving out missing values', () => {
    expect(withQuery(API.jobs, { status: 'active', offset: 0, limit: 6, search: undefined, x: null })).toBe(
      '/job-api/get-jobs?status=active&offset=0&limit=6',
    );
    expect(withQuery(API.jobsHomepage, { type: 'premium', limit: 6 })).toBe('/payment/get-jobs-homepage/?type=premium&limit=6');
    expect(withQuery('/a?x=1', { skip_cache: 1 })).toBe('/a?x=1&skip_cache=1');
    expect(withQuery('/a', {})).toBe('/a');
    expect(withQuery('/a', { category: ['media', 'retail'] })).toBe('/a?category=media&category=retail');
    expect(withQuery('/a', { q: 'a&b=c' })).toBe('/a?q=a%26b%3Dc');
  });
});
