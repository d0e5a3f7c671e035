/**
 * Every SPA route of §2 as a react-router pattern. Trailing slashes are kept exactly as the spec lists them;
 * where the spec lists both forms both are here. `/recruit-with-{product}` and `/about-{product}/` cannot be
 * react-router patterns (no partial segments), so they are prefixes: see `productPageFromPath`.
 */
export const ROUTES = {
  // Public
  home: '/',
  homeAlias: '/home',
  recruitWithPrefix: '/recruit-with-',
  aboutPrefix: '/about-',
  contactUs: '/contact-us/',
  terms: '/terms-and-conditions/',
  privacy: '/privacy-policy/',
  testimonials: '/testimonials/',
  featuredMembers: '/featured-members/',
  blog: '/blog/',
  blogPost: '/blog/:slug',
  /** Designed (docs/content.md): an author's name, photo, bio and published posts. */
  blogAuthor: '/blog/author/:slug',
  category: '/category/:slug',
  successStories: '/category/success-stories/',
  /** Designed (docs/content.md): the newsletter's double opt-in and unsubscribe links land here. */
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  /** Designed (issue 25, docs/trust-safety.md): the link of the address-confirmation email lands here. */
  verifyEmail: '/verify-email',
  shop: '/shop/',
  cart: '/cart',
  employersDirectory: '/employers/',
  employerPackages: '/employer/packages/',
  candidatePricing: '/plans/candidate-pricing/',
  cvWriteProduct: '/product/football-specific-cv-write-design/',
  /** Designed: any shop product by slug (the CV product above is one of them). */
  product: '/product/:slug/',
  thankYou: '/thank-you',
  catchAll: '*',
  // Jobs
  jobs: '/jobs-in-football/',
  jobsAlt: '/jobs-in-football1',
  jobDetail: '/job-detail/:slug',
  job: '/job/:slug',
  jobAlt: '/job1/:slug',
  /** Designed: the page an alert email's unsubscribe link opens (JOB_ALERT_UNSUBSCRIBE_ROUTE). */
  jobAlertUnsubscribe: '/job-alerts/unsubscribe',
  // Players and staff
  player: '/player/:slug',
  staff: '/staff/:slug',
  database4football: '/database4football',
  database4football1: '/database4football1',
  searchPlayer: '/search-player',
  adminSearchPlayers: '/admin/search-players',
  registerPlayerProfile: '/register/database4football-player-profile/',
  adminEditPlayer: '/admin/edit-player/:id',
  /** Designed (issue 12): club pages and public competition pages. */
  club: '/club/:slug',
  competition: '/competition/:slug',
  // Profiles
  profileList: '/profile/list',
  profile: '/profile/:slug',
  // Sign-in and accounts
  signin: '/signin/',
  signinNoSlash: '/signin',
  login: '/login/',
  loginNoSlash: '/login',
  signup: '/signup/',
  signupNoSlash: '/signup',
  signupNew: '/signup-new/',
  registerTest: '/register-test/',
  lostPassword: '/my-account/lost-password/',
  resetPassword: '/my-account/reset-password/',
  retryPayment: '/retry-payment/:subscriptionId',
  // Dashboard entry
  dashboard: '/dashboard',
  // Candidate
  candidateDashboard: '/candidate/dashboard',
  candidateViewProfile: '/candidate/view-profile',
  candidateEditProfile: '/candidate/edit-profile/',
  candidateJobsApplied: '/candidate/jobs-applied',
  candidateResumes: '/candidate/resumes-list',
  candidateJobAlerts: '/candidate/job-alerts',
  candidateSavedJobs: '/candidate/saved-jobs',
  candidateSubscriptions: '/candidate/subscriptions',
  candidatePayments: '/candidate/payments',
  candidateUpgrade: '/candidate/upgrade-account',
  /** Designed (issue 22, docs/share-cards.md): the ELITE+ share card of the public profile with share links. */
  candidateShareProfile: '/candidate/share-profile',
  /** Designed (issue 20): the inbox, one thread, the interviews, and "create an interview" (UNLIMITED). */
  candidateMessages: '/candidate/messages',
  candidateThread: '/candidate/messages/:threadId',
  candidateInterviews: '/candidate/interviews',
  candidateRequestInterview: '/candidate/request-interview',
  /** Designed (issue 22, docs/contract-advice.md): the member's contract advice requests, one with its conversation. */
  candidateContractAdvice: '/candidate/contract-advice',
  candidateContractAdviceRequest: '/candidate/contract-advice/:id',
  /** Designed (issue 22, docs/hot-list.md): the candidate's hot-list availability and the employers' hot list. */
  candidateHotList: '/candidate/hot-list',
  /** Designed (issue 22): partner downloads (STANDARD+) and the WhatsApp community (UNLIMITED). */
  candidatePartnerDownloads: '/candidate/partner-downloads',
  candidateCommunity: '/candidate/community',
  candidateDevelopers: '/candidate/settings/developers',
  /** Designed (issue 25, docs/trust-safety.md): the candidate's safeguarding background checks. */
  candidateBackgroundChecks: '/candidate/background-checks',
  /** Designed (issue 23, docs/coaching.md): the Employability Hub — catalogue, course, learning, my courses, coach messages, certificates. */
  coaching: '/coaching',
  coachingCourse: '/coaching/course/:slug',
  coachingLearn: '/coaching/learn/:slug/:lessonId',
  coachingEnrollments: '/coaching/enrollments/',
  coachingMessages: '/coaching/messages/',
  coachingCertificate: '/coaching/certificates/:code',
  /** Designed (issue 24): the public getting-started guide for scripts (a key, a first call, a webhook). */
  developers: '/developers',
  // Employer
  employerDashboard: '/employer/dashboard',
  employerEditProfile: '/employer/edit-profile',
  employerAddCredits: '/employer/add-credits',
  employerJobs: '/employer/jobs/:status',
  employerApplications: '/employer/applications/:id',
  employerUpgrade: '/employer/upgrade-account',
  employerSubscriptions: '/employer/subscriptions',
  employerPayments: '/employer/payments',
  employerCvDatabase: '/employer/cv-database',
  employerSubmitJob: '/employer/submit-a-job',
  employerEditJob: '/employer/submit-a-job/:id',
  employerAddTemplate: '/employer/add-template',
  employerEditTemplate: '/employer/add-template/:template_id',
  employerAddTeam: '/employer/add-team',
  employerEditTeam: '/employer/add-team/:memberId',
  employerTeamMembers: '/employer/team-members',
  employerEmailTemplates: '/employer/email-template',
  /** Designed (issue 20): the employer side's inbox and one thread. */
  employerMessages: '/employer/messages',
  employerThread: '/employer/messages/:threadId',
  employerHotList: '/employer/hot-list',
  /** Designed (issue 24, docs/open-platform.md): API keys and webhooks of the employer and the candidate, and the public guide. */
  employerDevelopers: '/employer/settings/developers',
  // Admin
  adminDashboard: '/admin/dashboard/',
  adminJobsApplied: '/admin/jobs-applied/',
  adminUsers: '/admin/users/',
  adminCvDatabase: '/admin/cv-database',
  adminPostAllJob: '/admin/job/post-all',
  adminEditAllJob: '/admin/job/post-all/:id',
  adminListAllJobs: '/admin/job/list-all',
  adminJobs: '/admin/jobs/:status',
  adminApplications: '/admin/applications/:id',
  /** Designed (docs/content.md): the content tools — posts, pages, testimonials, adverts, newsletter, messages. */
  adminContent: '/admin/content/:section',
  /** Designed (docs/admin.md): one user, transactions, employers, the audit log. */
  adminUser: '/admin/users/:id',
  adminTransactions: '/admin/transactions/',
  adminEmployers: '/admin/employers/',
  adminEmployer: '/admin/employers/:id',
  adminAuditLog: '/admin/audit-log/',
  /** Designed (issue 22): partner downloads and the community link. */
  adminPartnerDownloads: '/admin/partner-downloads',
  adminCommunity: '/admin/community',
  /** Designed (issue 22, docs/contract-advice.md): the contract advisers' queue and one request. */
  adminContractAdvice: '/admin/contract-advice',
  adminContractAdviceRequest: '/admin/contract-advice/:id',
  /** Designed (issue 23, docs/coaching.md): authoring for coaches (their courses) and administrators (all). */
  /** Designed (issue 25, docs/trust-safety.md): the moderation queue, reports and safeguarding checks. */
  adminModeration: '/admin/moderation',
  adminReports: '/admin/reports',
  adminBackgroundChecks: '/admin/background-checks',
  adminCoaching: '/admin/coaching/',
  adminCoachingCourse: '/admin/coaching/courses/:id',
  adminCoachingLearners: '/admin/coaching/courses/:id/learners',
} as const;

export type RouteName = keyof typeof ROUTES;

/** Job list statuses of `/employer/jobs/{status}` and `/admin/jobs/{status}`; listings default to 'active' (§4). */
export const JOB_LIST_STATUSES = ['active', 'in-active'] as const;
export type JobListStatus = (typeof JOB_LIST_STATUSES)[number];
export const DEFAULT_JOB_LIST_STATUS: JobListStatus = 'active';

const seg = (value: string | number): string => encodeURIComponent(String(value));

export const jobHref = (slug: string): string => `/job/${seg(slug)}`;
export const jobDetailHref = (slug: string): string => `/job-detail/${seg(slug)}`;
export const profileHref = (slug: string): string => `/profile/${seg(slug)}`;
export const playerHref = (slug: string): string => `/player/${seg(slug)}`;
export const staffHref = (slug: string): string => `/staff/${seg(slug)}`;
export const blogHref = (slug: string): string => `/blog/${seg(slug)}`;
export const blogAuthorHref = (slug: string): string => `/blog/author/${seg(slug)}`;
export const categoryHref = (slug: string): string => `/category/${seg(slug)}`;
export const adminContentHref = (section: string): string => `/admin/content/${seg(section)}`;
export const employerJobsHref = (status: JobListStatus = DEFAULT_JOB_LIST_STATUS): string => `/employer/jobs/${seg(status)}`;
export const adminJobsHref = (status: JobListStatus = DEFAULT_JOB_LIST_STATUS): string => `/admin/jobs/${seg(status)}`;
export const applicationsHref = (jobId: number | string): string => `/employer/applications/${seg(jobId)}`;
/** One application of the pipeline, its card opened (a link from a conversation or an interview email). */
export const applicationCardHref = (jobId: number | string, applicationId: number | string): string =>
  `/employer/applications/${seg(jobId)}?application=${encodeURIComponent(String(applicationId))}`;
export const adminApplicationsHref = (jobId: number | string): string => `/admin/applications/${seg(jobId)}`;
export const editJobHref = (jobId: number | string): string => `/employer/submit-a-job/${seg(jobId)}`;
export const adminEditAllJobHref = (jobId: number | string): string => `/admin/job/post-all/${seg(jobId)}`;
export const editTemplateHref = (templateId: number | string): string => `/employer/add-template/${seg(templateId)}`;
export const editTeamMemberHref = (memberId: number | string): string => `/employer/add-team/${seg(memberId)}`;
export const clubHref = (slug: string): string => `/club/${seg(slug)}`;
export const competitionHref = (slug: string, season?: string): string =>
  `/competition/${seg(slug)}${season ? `?season=${encodeURIComponent(season)}` : ''}`;
export const adminEditPlayerHref = (playerId: number | string): string => `/admin/edit-player/${seg(playerId)}`;
export const retryPaymentHref = (subscriptionId: number | string): string => `/retry-payment/${seg(subscriptionId)}`;
export const productHref = (slug: string): string => `/product/${seg(slug)}/`;
export const signupStepHref = (step: number): string => `/signup/?step=${step}`;
export const recruitWithHref = (product: string): string => `/recruit-with-${seg(product)}`;
export const aboutHref = (product: string): string => `/about-${seg(product)}/`;
export const resetPasswordHref = (token: string): string => `/my-account/reset-password/?token=${seg(token)}`;

/** `/recruit-with-{product}` and `/about-{product}/` pages: which kind and which product, or null. */
export function productPageFromPath(pathname: string): { kind: 'recruit-with' | 'about'; product: string } | null {
  const match = /^\/(recruit-with|about)-([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  return { kind: match[1] as 'recruit-with' | 'about', product: decodeURIComponent(match[2]) };
}

export * from './api-paths';
export * from './layout';

/** One conversation in the caller's own inbox (issue 20). */
export const candidateThreadHref = (threadId: number | string): string => `/candidate/messages/${seg(threadId)}`;
export const employerThreadHref = (threadId: number | string): string => `/employer/messages/${seg(threadId)}`;
/** One contract advice request: the member's view and the adviser's (issue 22). */
export const candidateContractAdviceHref = (requestId: number | string): string => `/candidate/contract-advice/${seg(requestId)}`;
export const coachingCourseHref = (slug: string): string => `/coaching/course/${seg(slug)}`;
export const coachingLearnHref = (slug: string, lessonId: number | string): string => `/coaching/learn/${seg(slug)}/${seg(lessonId)}`;
export const coachingCertificateHref = (code: string): string => `/coaching/certificates/${seg(code)}`;
export const adminCoachingCourseHref = (courseId: number | string): string => `/admin/coaching/courses/${seg(courseId)}`;
export const adminCoachingLearnersHref = (courseId: number | string): string => `/admin/coaching/courses/${seg(courseId)}/learners`;
export const adminContractAdviceHref = (requestId: number | string): string => `/admin/contract-advice/${seg(requestId)}`;
