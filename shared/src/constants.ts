import type { Membership } from './enums/memberships';

/** §9 job/application credits granted per membership period. */
export const MEMBERSHIP_CREDITS: Readonly<Record<Membership, { readonly standard: number; readonly premium: number }>> = {
  FREE: { standard: 2, premium: 0 },
  STANDARD: { standard: 5, premium: 2 },
  ELITE: { standard: 10, premium: 5 },
  UNLIMITED: { standard: 1000, premium: 1000 },
};

/** §1/§9 membership offer: 2.99 GBP a month, in minor units (money is always integer minor units). */
export const MEMBERSHIP_PRICE = {
  amountMinor: 299,
  currency: 'GBP',
  interval: 'month',
  /** The rounded "from 3 pounds a month" marketing figure. */
  fromPounds: 3,
} as const;

/** §1 marketing figures, shown as written. */
export const HOMEPAGE_CLAIMS = {
  jobsPerMonth: '500+',
  countries: '50+',
  candidateServices: '30+',
  members: '32K+',
  rolesFilled: '480+',
  marketingMembers: '2,174+',
  newVacanciesPerMonth: '100+',
} as const;

/** Maximum lengths of strings accepted anywhere (the api rejects longer input). */
export const MAX_LENGTH = {
  name: 100,
  companyName: 200,
  username: 60,
  email: 254,
  password: 128,
  title: 200,
  shortText: 255,
  url: 2048,
  token: 512,
  longText: 50_000,
} as const;

export const LIMITS = {
  asyncSelectMinChars: 4,
  toastMs: 3000,
  homepageJobs: 6,
  homepagePremiumJobs: 6,
  homepageNormalJobs: 6,
  blogSection: 5,
  recentPosts: 5,
  testimonialsShown: 3,
  successStoriesShown: 4,
  featuredOrganisationsRequested: 3,
  featuredOrganisationsShown: 5,
  organisationsPerPage: 9,
  candidateHeadlineMax: 3,
  roleExperienceMax: 100,
  /** Designed: default and cap for list endpoints that take offset/limit. */
  defaultPageSize: 10,
  maxPageSize: 100,
  passwordMinLength: 8,
  usernameMinLength: 3,
  maxLength: MAX_LENGTH,
} as const;

export const TIMINGS = {
  searchSubmitMs: 300,
  menuCloseMs: 100,
  scrollThresholdPx: 100,
  tabScrollOffsetPx: 170,
  tabScrollOffsetMobilePx: 100,
  adSlotTimeoutMs: 100,
  adSlotLongTimeoutsMs: [300, 1000],
  organisationLoadDelayMs: 2000,
  toastMs: 3000,
} as const;

/** §9 tab codes per screen. */
export const TAB_CODES = {
  player: ['1.0', '2.0', '3.0', '4.0', '5.0'],
  staff: ['1.0', '2.0', '5.0', '6.0', '7.0', '8.0'],
  editPlayer: ['1.0', '2.0', '3.0', '4.0', '5.0', '6.0', '7.0', '8.0'],
  editProfile: ['1.0', '2.0', '3.0', '4.0', '5.0', '6.0', '7.0', '8.0', '9.0', '10.0'],
  profile: ['1.0', '2.0', '3.0', '4.0', '5.0'],
} as const;

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const RTL_LOCALES: readonly Locale[] = ['ar'];
export const directionFor = (locale: Locale): 'ltr' | 'rtl' => (RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr');

export const TOKEN_STORAGE_KEY = 'token';
export const DISPLAY_NAME_STORAGE_KEY = 'displayName';
export const REDIRECT_STORAGE_KEY = 'redirect';
export const LOCALE_STORAGE_KEY = 'locale';
/** The chosen language as a cookie too, so the web server can send `<html lang dir>` and preload that catalogue. */
export const LOCALE_COOKIE = 'lang';

/** §8 user-visible messages. */
export const MESSAGES = {
  required: 'This field is required.',
  invalidLogin: 'Invalid login details',
  socialLoginFailed: 'Some error occured',
  genericError: 'Some error occured, pls try again',
  updated: 'Updated Successfully',
  creditsUpdated: 'Credits updated successfully',
  applicationSubmitted: 'Your application is submitted successfully.',
  noData: 'No data available',
  loading: 'Loading...',
  confirmDelete: 'Are you sure you want to delete?',
  uploadTitle: 'Please add title with alphanumeric characters to upload file.',
  invalidFileType: 'Please upload a valid file type.',
  fileMustBeImage: 'File type must be image/*',
  fileMustBePdf: 'File type must be PDF',
} as const;

export const FILE_INVALID_TYPE_CODE = 'file-invalid-type';

/**
 * §6 "25% off mentoring, LinkedIn and CV services" (Elite and Unlimited): the percentage taken off a shop product
 * marked `member_discount_eligible`. The API applies it (api/src/modules/shop/member-discount.ts); the SPA shows it.
 */
export const MEMBER_SERVICES_DISCOUNT_PERCENT = 25;
