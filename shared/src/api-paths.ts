/**
 * Every §7 call at its exact path (a public contract: never rename one), plus the designed ones recorded in
 * docs/conventions.md. Where §7 writes `/x/{query}` the `{query}` is a query string appended to `/x/`
 * (so the constant keeps the trailing slash); real path parameters use fastify's `:name` and have a builder.
 */
export const API = {
  // Public
  employerPublicProfile: '/get-employer-public-profile',
  publicProfile: '/get-public-profile',
  featuredMembers: '/get-featured-members/',
  featuredEmployers: '/get-featured-employers',
  jobsHomepage: '/payment/get-jobs-homepage/',
  configData: '/api/get-config-data',
  browseJobs: '/search/get-browse-job',
  relatedJobs: '/get-related-jobs',
  jobDetailBySlug: '/job-api/get-job-detail-by-slug',
  headerData: '/get-header-data',
  advertisements: '/get-advertisements',
  products: '/get-products/',
  blogs: '/get-blogs/',
  blogDetail: '/get-blog-detail',
  player: '/get-player',
  playerById: '/get-player-by-id',
  playerStats: '/get-player-stats',
  competitionMatches: '/get-competition-matches',
  seasons: '/get-seasons',
  statsByClub: '/get-stats-by-club',
  relatedPlayer: '/get-related-player',
  playingStats: '/get-playing-stats',
  statusAchievements: '/get-status-achievements',
  clubs: '/get-clubs',
  searchPlayers: '/search-players/:term',
  clubSearch: '/get-club-search',
  staff: '/get-staff',
  /** Designed (issue 12, docs/football.md): competitions with seasons, a league table, clubs, photos. */
  competitions: '/get-competitions',
  competitionTable: '/get-competition-table',
  club: '/get-club',
  footballPhoto: '/football-photo/:id',
  /** Generated SVG crest of a club without an uploaded logo, and portrait of a player without a photo (issue 21). */
  footballCrest: '/football-crest/:file',
  footballPortrait: '/football-portrait/:file',
  /** Designed: §7 names the organisations list (offset, limit, featured, search) but not its path. */
  organisations: '/get-organisations',
  /** Designed: §7 names the employer's jobs call by employer ID but not its path. */
  employerJobs: '/get-employer-jobs',
  /** Designed: §2 /home preloads a categories-and-locations lookup with counts; §7 gives no path. */
  categoriesAndLocations: '/search/get-categories-and-locations',
  /** Designed (issue 4 feeds): sitemap, RSS 2.0 and Indeed-style XML of the active jobs. */
  sitemap: '/sitemap.xml',
  jobsRss: '/jobs/rss.xml',
  jobsIndeedFeed: '/jobs/indeed.xml',
  // Authentication
  authToken: '/auth/token',
  socialLogin: '/social-login',
  socialRegister: '/social-register',
  candidateRegister: '/candidate-register',
  employerRegister: '/employer-register',
  logout: '/auth/logout',
  lostPassword: '/auth/lost-password',
  resetPassword: '/auth/reset-password',
  // Candidate and shared authenticated
  saveJobAlerts: '/save-job-alerts',
  myJobAlerts: '/get-my-job-alerts',
  deleteMyJobAlerts: '/delete-my-job-alerts',
  profile: '/get-profile',
  membershipTypes: '/get-membership-types',
  dashboardData: '/get-dashboard-data',
  updateVisibility: '/update-visibility',
  updateProfile: '/update-profile',
  /** The signed-in person's language (emails are written in it): { locale: 'en' | 'ar' }. docs/i18n.md. */
  updateLocale: '/update-locale',
  myResumes: '/get-my-resumes',
  uploadMyResumes: '/upload-my-resumes',
  deleteMyResume: '/delete-my-resume',
  uploadProfilePic: '/upload-profile-pic',
  paymentSubscriptions: '/payment/subscriptions',
  paymentPayments: '/payment/payments',
  candidateLookup: '/get-candidate',
  updateCredits: '/update-credits',
  media: '/media',
  mediaById: '/media/:id',
  generateAtsCv: '/generate-ats-cv',
  /** Designed (issue 22, docs/share-cards.md): 1200×630 PNG link-preview cards and the ELITE+ share kit. */
  shareCardProfile: '/share-cards/profile/:file',
  shareCardJob: '/share-cards/job/:file',
  shareCardPlayer: '/share-cards/player/:file',
  shareKit: '/get-share-kit',
  /** The site's own card: the link preview of pages without a card of their own (a profile below ELITE). */
  shareCardSite: '/share-cards/site.png',
  cartDetail: '/get-cart-detail',
  updatePlayer: '/update-player',
  updatePermalink: '/update-permalink',
  /** Designed (docs/football.md): a player creates or claims their profile; their pending claim. */
  playerClaim: '/player-claim',
  myPlayerClaim: '/get-my-player-claim',
  /** Designed (docs/candidate-area.md): `/profile/list` data, "download my data" and "delete my account". */
  publicProfiles: '/get-public-profiles',
  myDataExport: '/my-data/export',
  deleteMyAccount: '/delete-my-account',
  appliedJobs: '/job-api/get-applied-jobs',
  /** Designed (docs/credits-applications-alerts.md): which of the given jobs the signed-in candidate applied to. */
  myAppliedJobs: '/get-my-applied-jobs',
  /** Designed (docs/jobs.md "Saved jobs", issue 21): a candidate saves or unsaves a job, and lists the saved ones. */
  saveJob: '/save-job',
  savedJobs: '/get-saved-jobs',
  /** Designed (issue 22, docs/hot-list.md): a candidate's hot-list availability (STANDARD+), the employers' list and weekly email. */
  updateHotList: '/update-hot-list',
  hotListEntry: '/get-hot-list-entry',
  employerHotList: '/job-api/hot-list',
  hotListSubscription: '/job-api/hot-list/subscription',
  /** Designed (docs/jobs.md "Location box"): places with active jobs whose name starts with the typed text. */
  jobLocationSuggestions: '/search/job-locations',
  // Employer
  cvDatabase: '/search/get-cv-database/',
  createEmailTemplate: '/create-email-template',
  /** Designed (§7 gives none): a template rendered as it will be sent, with the employer's real merge values. */
  previewEmailTemplate: '/preview-email-template',
  emailTemplates: '/get-email-templates',
  templateDetails: '/get-template-details',
  updateEmployerProfile: '/update-employer-profile',
  deleteEmailTemplate: '/delete-email-template',
  submitJob: '/job-api/submit-job',
  submitJobAll: '/job-api/submit-job-all',
  jobDetail: '/job-api/get-job-detail',
  jobs: '/job-api/get-jobs',
  updateJobPostStatus: '/job-api/update-job-post-status',
  apply: '/job-api/apply',
  jobApplications: '/job-api/get-job-applications',
  takeAction: '/job-api/take-action',
  addNote: '/job-api/add-note',
  deleteNote: '/job-api/delete-note',
  applicationStatusCount: '/job-api/get-job-application-status-count',
  createTeamMember: '/job-api/create-team-member',
  teamMembers: '/job-api/get-team-members',
  teamMemberData: '/job-api/get-team-member-data',
  teamMember: '/job-api/team-member',
  // Memberships, payments and shop (designed; docs/payments.md)
  creditPackages: '/payment/credit-packages',
  checkoutMembership: '/payment/checkout/membership',
  checkoutCreditPackage: '/payment/checkout/credit-package',
  paymentById: '/payment/payments/:id',
  paymentReceipt: '/payment/payments/:id/receipt',
  subscriptionCancel: '/payment/subscriptions/:id/cancel',
  subscriptionRetry: '/payment/subscriptions/:id/retry',
  subscriptionById: '/payment/subscriptions/:id',
  billingPortal: '/payment/billing-portal',
  paymentWebhook: '/payment/webhooks/:provider',
  sandboxCheckoutPage: '/payment/sandbox/checkout/:id',
  creditLedger: '/payment/credit-ledger',
  productBySlug: '/get-product/:slug',
  cartItems: '/cart/items',
  cartItem: '/cart/items/:productId',
  cartCheckout: '/cart/checkout',
  orders: '/shop/orders',
  orderById: '/shop/orders/:id',
  // Conversations and interviews (designed; issue 20, docs/messages.md and docs/interviews.md)
  messageThreads: '/messages/threads',
  messageThread: '/messages/threads/:id',
  messagesUnreadCount: '/messages/unread-count',
  applicationThread: '/job-api/applications/:id/thread',
  /** POST schedules an interview; GET lists an application's or a job's interviews (employer side). */
  employerInterviews: '/job-api/interviews',
  cancelInterview: '/job-api/interviews/:id/cancel',
  rescheduleInterview: '/job-api/interviews/:id/reschedule',
  acceptInterviewRequest: '/job-api/interviews/:id/accept',
  declineInterviewRequest: '/job-api/interviews/:id/decline-request',
  myInterviews: '/get-my-interviews',
  bookInterview: '/interviews/:id/book',
  declineInterview: '/interviews/:id/decline',
  askOtherTimes: '/interviews/:id/other-times',
  interviewIcs: '/interviews/:id.ics',
  requestInterview: '/interviews/request',
  /** The signed-in person's IANA time zone: { timezone: 'Europe/London' }; interview times are shown in it. */
  updateTimezone: '/update-timezone',
  // Specialist contract advice (designed; issue 22, docs/contract-advice.md): the member's requests and the advisers' queue
  contractAdviceRequests: '/contract-advice/requests',
  contractAdviceRequest: '/contract-advice/requests/:id',
  contractAdviceContract: '/contract-advice/requests/:id/contract',
  adminContractAdvice: '/admin-api/contract-advice',
  adminContractAdviceRequest: '/admin-api/contract-advice/:id',
  adminContractAdviceStatus: '/admin-api/contract-advice/:id/status',
  /** Designed (issue 22, docs/partner-downloads.md): partner resources and the WhatsApp community link. */
  partnerDownloads: '/partner-downloads',
  partnerDownloadFile: '/partner-downloads/:id/file',
  communityLink: '/get-community-link',
  adminPartnerDownloads: '/admin-api/partner-downloads',
  adminPartnerDownload: '/admin-api/partner-downloads/:id',
  adminCommunityLink: '/admin-api/community-link',
  // Employability Hub (designed; issue 23, docs/coaching.md)
  coachingCourses: '/coaching/courses',
  coachingCourse: '/coaching/courses/:slug',
  coachingEnroll: '/coaching/courses/:slug/enroll',
  coachingReviews: '/coaching/courses/:slug/reviews',
  coachingEnrollments: '/coaching/enrollments',
  coachingEnrollmentThread: '/coaching/enrollments/:id/thread',
  coachingCertificatePdf: '/coaching/enrollments/:id/certificate.pdf',
  coachingLesson: '/coaching/lessons/:id',
  coachingLessonComplete: '/coaching/lessons/:id/complete',
  coachingQuizAttempts: '/coaching/quizzes/:id/attempts',
  coachingCertificate: '/coaching/certificates/:code',
  coachingAdminCourses: '/coaching-admin/courses',
  coachingAdminCourse: '/coaching-admin/courses/:id',
  coachingAdminCourseLearners: '/coaching-admin/courses/:id/learners',
  coachingAdminModules: '/coaching-admin/courses/:id/modules',
  coachingAdminModule: '/coaching-admin/modules/:id',
  coachingAdminLessons: '/coaching-admin/lessons',
  coachingAdminLesson: '/coaching-admin/lessons/:id',
  coachingAdminLessonAttachments: '/coaching-admin/lessons/:id/attachments',
  coachingAdminLessonAttachment: '/coaching-admin/lessons/:id/attachments/:mediaId',
  coachingAdminQuiz: '/coaching-admin/lessons/:id/quiz',
  coachingAdminCoaches: '/coaching-admin/coaches',
  // Open platform (designed; issue 24, docs/open-platform.md)
  apiKeys: '/api-keys',
  apiKey: '/api-keys/:id',
  webhooks: '/webhooks',
  webhook: '/webhooks/:id',
  webhookPing: '/webhooks/:id/ping',
  webhookDeliveries: '/webhooks/:id/deliveries',
  webhookRedeliver: '/webhooks/:id/deliveries/:deliveryId/redeliver',
  importJobs: '/job-api/jobs/import',
  // Trust and safety (designed; issue 25, docs/trust-safety.md)
  report: '/report',
  adminModerationJobs: '/admin-api/moderation/jobs',
  adminModerationApprove: '/admin-api/moderation/jobs/:id/approve',
  adminModerationReject: '/admin-api/moderation/jobs/:id/reject',
  adminModerationWords: '/admin-api/moderation/words',
  adminModerationWord: '/admin-api/moderation/words/:id',
  adminEmployerTrust: '/admin-api/employers/:id/trust',
  adminReports: '/admin-api/reports',
  adminReportAction: '/admin-api/reports/:id/action',
  backgroundChecks: '/candidate-api/background-checks',
  backgroundCheck: '/candidate-api/background-checks/:id',
  adminBackgroundChecks: '/admin-api/background-checks',
  adminBackgroundCheckReview: '/admin-api/background-checks/:id/review',
  verifyEmail: '/auth/verify-email',
  resendVerification: '/auth/resend-verification',
  // Admin
  adminDashboardData: '/admin-api/get-dashboard-data',
  adminTransactions: '/admin-api/get-transactions',
  adminUsers: '/admin-api/users',
  adminUsernames: '/admin-api/users/usernames',
  adminJobsApplied: '/admin-api/jobs-applied',
  adminJobsAppliedUsernames: '/admin-api/jobs-applied/usernames',
  adminEmployers: '/admin-api/get-employers',
  adminEmployerList: '/admin-api/get-employer-list',
  adminMailOutbox: '/admin-api/mail-outbox',
  /** Designed (docs/admin.md): one user, the user actions, the transactions CSV and the audit log. */
  adminUser: '/admin-api/users/:id',
  adminUserRoles: '/admin-api/users/:id/roles',
  adminUserSuspend: '/admin-api/users/:id/suspend',
  adminUserReactivate: '/admin-api/users/:id/reactivate',
  adminUserPasswordReset: '/admin-api/users/:id/password-reset',
  adminUserCredits: '/admin-api/users/:id/credits',
  adminTransactionsCsv: '/admin-api/get-transactions.csv',
  adminAuditLog: '/admin-api/audit-log',
  adminEmployer: '/admin-api/employers/:id',
  adminAllJobs: '/admin-api/jobs',
  adminJobsStatus: '/admin-api/jobs/status',
  /** Designed (docs/football.md): openfootball upload, points adjustments, player claims, edit log. */
  adminImportMatches: '/admin-api/import-matches',
  adminPointsAdjustment: '/admin-api/points-adjustment',
  adminCompetitionZones: '/admin-api/competition-zones',
  adminPlayerClaims: '/admin-api/player-claims',
  adminDecidePlayerClaim: '/admin-api/player-claims/decide',
  adminPlayerEvents: '/admin-api/player-events',
  // Operations
  health: '/health',
  openapi: '/openapi.json',
  docs: '/docs',
} as const;

export type ApiPathName = keyof typeof API;

export type QueryValue = string | number | boolean | null | undefined;

/** `withQuery('/get-jobs', { status: 'active', limit: 6 })` → '/get-jobs?status=active&limit=6'; null/undefined are left out. */
export function withQuery(path: string, params: Record<string, QueryValue | readonly QueryValue[]>): string {
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(params)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const query = search.toString();
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

export const searchPlayersPath = (term: string): string => `/search-players/${encodeURIComponent(term)}`;
export const footballPhotoPath = (id: number | string): string => `/football-photo/${encodeURIComponent(String(id))}`;
export const mediaPath = (id: number | string): string => `/media/${encodeURIComponent(String(id))}`;
export type ShareCardKind = 'profile' | 'job' | 'player';
export const shareCardPath = (kind: ShareCardKind, slug: string): string => `/share-cards/${kind}/${encodeURIComponent(slug)}.png`;
export const paymentPath = (id: number | string): string => `/payment/payments/${encodeURIComponent(String(id))}`;
export const paymentReceiptPath = (id: number | string): string => `/payment/payments/${encodeURIComponent(String(id))}/receipt`;
export const subscriptionPath = (id: number | string): string => `/payment/subscriptions/${encodeURIComponent(String(id))}`;
export const subscriptionCancelPath = (id: number | string): string => `${subscriptionPath(id)}/cancel`;
export const subscriptionRetryPath = (id: number | string): string => `${subscriptionPath(id)}/retry`;
export const productBySlugPath = (slug: string): string => `/get-product/${encodeURIComponent(slug)}`;
export const cartItemPath = (productId: number | string): string => `/cart/items/${encodeURIComponent(String(productId))}`;
export const orderPath = (id: number | string): string => `/shop/orders/${encodeURIComponent(String(id))}`;
