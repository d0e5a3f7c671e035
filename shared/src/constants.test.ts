import { describe, expect, it } from 'vitest';
import {
  DISPLAY_NAME_STORAGE_KEY,
  HOMEPAGE_CLAIMS,
  LIMITS,
  MEMBERSHIP_CREDITS,
  MEMBERSHIP_PRICE,
  MESSAGES,
  TIMINGS,
  TOKEN_STORAGE_KEY,
  directionFor,
} from './constants';

describe('business constants (§9)', () => {
  it('grants the spec credits per membership', () => {
    expect(MEMBERSHIP_CREDITS).toEqual({
      FREE: { standard: 2, premium: 0 },
      STANDARD: { standard: 5, premium: 2 },
      ELITE: { standard: 10, premium: 5 },
      UNLIMITED: { standard: 1000, premium: 1000 },
    });
  });

  it('prices membership at 2.99 GBP a month in minor units', () => {
    expect(MEMBERSHIP_PRICE).toMatchObject({ amountMinor: 299, currency: 'GBP', interval: 'month' });
  });

  it('keeps the spec limits and timings', () => {
    expect(LIMITS).toMatchObject({
      asyncSelectMinChars: 4,
      toastMs: 3000,
      homepageJobs: 6,
      blogSection: 5,
      testimonialsShown: 3,
      successStoriesShown: 4,
      featuredOrganisationsRequested: 3,
      featuredOrganisationsShown: 5,
      organisationsPerPage: 9,
      candidateHeadlineMax: 3,
    });
    expect(TIMINGS).toMatchObject({ searchSubmitMs: 300, menuCloseMs: 100, scrollThresholdPx: 100, tabScrollOffsetPx: 170, tabScrollOffsetMobilePx: 100, organisationLoadDelayMs: 2000 });
    expect(LIMITS.maxPageSize).toBeGreaterThanOrEqual(LIMITS.defaultPageSize);
  });

  it('shows the homepage claims as written', () => {
    expect(HOMEPAGE_CLAIMS).toMatchObject({ jobsPerMonth: '500+', countries: '50+', candidateServices: '30+', members: '32K+', rolesFilled: '480+' });
  });

  it('stores the session under the spec key', () => {
    expect(TOKEN_STORAGE_KEY).toBe('token');
    expect(DISPLAY_NAME_STORAGE_KEY).toBe('displayName');
  });

  it('carries the §8 messages word for word', () => {
    expect(MESSAGES.invalidLogin).toBe('Invalid login details');
    expect(MESSAGES.genericError).toBe('Some error occured, pls try again');
    expect(MESSAGES.required).toBe('This field is required.');
  });

  it('writes Arabic right to left', () => {
    expect(directionFor('ar')).toBe('rtl');
    expect(directionFor('en')).toBe('ltr');
  });
});
