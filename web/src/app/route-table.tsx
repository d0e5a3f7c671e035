import type { ReactNode } from 'react';
import { ROUTES, type RouteName } from '@fj/shared';
import { lazyNamed } from './lazy-named';

// One lazy chunk per area (its pages/index.ts).
const auth = () => import('../features/auth/pages');
const content = () => import('../features/content/pages');
const contentPublic = () => import('../features/content/pages/public');
const admin = () => import('../features/admin/pages');
const employers = () => import('../features/employers/pages');
const candidates = () => import('../features/candidates/pages');
// The jobs list and the job page, the most visited public pages: a chunk each, so neither loads the other's code.
const jobsList = () => import('../features/jobs/pages/list');
const jobPage = () => import('../features/jobs/pages/detail');
const jobsManage = () => import('../features/jobs/pages/manage');
const applications = () => import('../features/applications/pages');
const alerts = () => import('../features/alerts/pages');
const savedJobs = () => import('../features/jobs/saved');
const candidateProfiles = () => import('../features/candidates/pages/public');
const candidateProfileEditor = () => import('../features/candidates/pages/edit-profile');
const memberships = () => import('../features/memberships/pages');
const shop = () => import('../features/shop/pages');
const football = () => import('../features/football/pages');
const footballPublic = () => import('../features/football/pages/public');
const footballAdmin = () => import('../features/football/pages/admin');
const interviews = () => import('../features/interviews/pages');
const messages = () => import('../features/messages/pages');
const partnerDownloads = () => import('../features/partner-downloads/pages');
const contractAdvice = () => import('../features/contract-advice/pages');
const hotList = () => import('../features/hot-list/pages');
const shareCards = () => import('../features/share-cards/pages');
const coachingAdmin = () => import('../features/coaching/admin/pages');
const coaching = () => import('../features/coaching/pages');
const developers = () => import('../features/developers/pages');
const moderation = () => import('../features/moderation/pages');
const safeguarding = () => import('../features/safeguarding/pages');

const LoginPage = lazyNamed(auth, 'LoginPage');
const SignupPage = lazyNamed(auth, 'SignupPage');
const LostPasswordPage = lazyNamed(auth, 'LostPasswordPage');
const ResetPasswordPage = lazyNamed(auth, 'ResetPasswordPage');
const VerifyEmailPage = lazyNamed(() => import('../features/account-verification/pages'), 'VerifyEmailPage');
const DashboardEntry = lazyNamed(() => import('./dashboard-entry/DashboardEntry'), 'DashboardEntry');
const HomePage = lazyNamed(content, 'HomePage', 'public'); // its text is all in the catalogue's public half
const CatchAllPage = lazyNamed(() => import('../features/content/pages/CatchAllPage'), 'CatchAllPage'); // not in home's chunk
const BlogPage = lazyNamed(contentPublic, 'BlogPage');
const SuccessStoriesPage = lazyNamed(contentPublic, 'SuccessStoriesPage');
const BlogPostPage = lazyNamed(contentPublic, 'BlogPostPage');
const BlogAuthorPage = lazyNamed(contentPublic, 'BlogAuthorPage');
const TestimonialsPage = lazyNamed(contentPublic, 'TestimonialsPage');
const FeaturedMembersPage = lazyNamed(contentPublic, 'FeaturedMembersPage');
const TermsPage = lazyNamed(contentPublic, 'TermsPage');
const PrivacyPage = lazyNamed(contentPublic, 'PrivacyPage');
const ContactPage = lazyNamed(contentPublic, 'ContactPage');
const NewsletterConfirmPage = lazyNamed(contentPublic, 'NewsletterConfirmPage');
const NewsletterUnsubscribePage = lazyNamed(contentPublic, 'NewsletterUnsubscribePage');
const ContentAdminPage = lazyNamed(() => import('../features/content/admin'), 'ContentAdminPage');
const AdminDashboardPage = lazyNamed(admin, 'AdminDashboardPage');
const AdminUsersPage = lazyNamed(admin, 'AdminUsersPage');
const AdminUserPage = lazyNamed(admin, 'AdminUserPage');
const AdminTransactionsPage = lazyNamed(admin, 'AdminTransactionsPage');
const AdminJobsAppliedPage = lazyNamed(admin, 'AdminJobsAppliedPage');
const AdminEmployersPage = lazyNamed(admin, 'AdminEmployersPage');
const AdminEmployerPage = lazyNamed(admin, 'AdminEmployerPage');
const AdminAuditLogPage = lazyNamed(admin, 'AdminAuditLogPage');
const AdminAllJobsPage = lazyNamed(admin, 'AdminAllJobsPage');
const EmployerDashboardPage = lazyNamed(employers, 'EmployerDashboardPage');
const ApplicationsPage = lazyNamed(employers, 'ApplicationsPage');
const AddTemplatePage = lazyNamed(employers, 'AddTemplatePage');
const EmailTemplatesPage = lazyNamed(employers, 'EmailTemplatesPage');
const AddTeamMemberPage = lazyNamed(employers, 'AddTeamMemberPage');
const TeamMembersPage = lazyNamed(employers, 'TeamMembersPage');
const CvDatabasePage = lazyNamed(employers, 'CvDatabasePage');
const EditEmployerProfilePage = lazyNamed(employers, 'EditEmployerProfilePage');
const DirectoryPage = lazyNamed(() => import('../features/organisations/pages/public'), 'DirectoryPage');
const CandidateDashboardPage = lazyNamed(candidates, 'CandidateDashboardPage');
// Their text is in the catalogue's public half and jobs section: they do not wait for the rest.
const JobsPage = lazyNamed(jobsList, 'JobsPage', 'jobs');
const JobDetailPage = lazyNamed(jobPage, 'JobDetailPage', 'jobs');
const JobAltPage = lazyNamed(jobPage, 'JobAltPage', 'jobs');
const SubmitJobPage = lazyNamed(jobsManage, 'SubmitJobPage');
const EmployerJobsPage = lazyNamed(jobsManage, 'EmployerJobsPage');
const AdminPostJobPage = lazyNamed(jobsManage, 'AdminPostJobPage');
const AdminJobsPage = lazyNamed(jobsManage, 'AdminJobsPage');
const JobsAppliedPage = lazyNamed(applications, 'JobsAppliedPage');
const JobAlertsPage = lazyNamed(alerts, 'JobAlertsPage');
const SavedJobsPage = lazyNamed(savedJobs, 'SavedJobsPage');
const CandidateInterviewsPage = lazyNamed(interviews, 'CandidateInterviewsPage');
const RequestInterviewPage = lazyNamed(interviews, 'RequestInterviewPage');
const UnsubscribeAlertPage = lazyNamed(alerts, 'UnsubscribeAlertPage');
const EditProfilePage = lazyNamed(candidateProfileEditor, 'EditProfilePage');
const ViewProfilePage = lazyNamed(candidates, 'ViewProfilePage');
const ResumesListPage = lazyNamed(candidates, 'ResumesListPage');
const PublicProfilePage = lazyNamed(candidateProfiles, 'PublicProfilePage');
const ProfileListPage = lazyNamed(candidateProfiles, 'ProfileListPage');
const CandidatePricingPage = lazyNamed(memberships, 'CandidatePricingPage');
const EmployerPackagesPage = lazyNamed(memberships, 'EmployerPackagesPage');
const UpgradeAccountPage = lazyNamed(memberships, 'UpgradeAccountPage');
const SubscriptionsPage = lazyNamed(memberships, 'SubscriptionsPage');
const PaymentsPage = lazyNamed(memberships, 'PaymentsPage');
const RetryPaymentPage = lazyNamed(memberships, 'RetryPaymentPage');
const ThankYouPage = lazyNamed(memberships, 'ThankYouPage');
const AddCreditsPage = lazyNamed(memberships, 'AddCreditsPage');
const ShopPage = lazyNamed(shop, 'ShopPage');
const ProductPage = lazyNamed(shop, 'ProductPage');
const CartPage = lazyNamed(shop, 'CartPage');
const PlayerPage = lazyNamed(footballPublic, 'PlayerPage');
const StaffPage = lazyNamed(footballPublic, 'StaffPage');
const PlayerDatabasePage = lazyNamed(football, 'PlayerDatabasePage');
const RegisterPlayerProfilePage = lazyNamed(football, 'RegisterPlayerProfilePage');
const ClubPage = lazyNamed(footballPublic, 'ClubPage');
const CompetitionPage = lazyNamed(footballPublic, 'CompetitionPage');
const EditPlayerPage = lazyNamed(footballAdmin, 'EditPlayerPage');
const AdminPlayerSearchPage = lazyNamed(footballAdmin, 'AdminPlayerSearchPage');
const CandidateMessagesPage = lazyNamed(messages, 'CandidateMessagesPage');
const EmployerMessagesPage = lazyNamed(messages, 'EmployerMessagesPage');
const CandidatePartnerDownloadsPage = lazyNamed(partnerDownloads, 'CandidatePartnerDownloadsPage');
const AdminPartnerDownloadsPage = lazyNamed(partnerDownloads, 'AdminPartnerDownloadsPage');
const CandidateCommunityPage = lazyNamed(partnerDownloads, 'CandidateCommunityPage');
const AdminCommunityPage = lazyNamed(partnerDownloads, 'AdminCommunityPage');
const ContractAdvicePage = lazyNamed(contractAdvice, 'ContractAdvicePage');
const ContractAdviceRequestPage = lazyNamed(contractAdvice, 'ContractAdviceRequestPage');
const AdminContractAdvicePage = lazyNamed(contractAdvice, 'AdminContractAdvicePage');
const AdminContractAdviceRequestPage = lazyNamed(contractAdvice, 'AdminContractAdviceRequestPage');
const CandidateHotListPage = lazyNamed(hotList, 'CandidateHotListPage');
const EmployerHotListPage = lazyNamed(hotList, 'EmployerHotListPage');
const ShareProfilePage = lazyNamed(shareCards, 'ShareProfilePage');
const AdminCoachingPage = lazyNamed(coachingAdmin, 'AdminCoachingPage');
const AdminCoachingCoursePage = lazyNamed(coachingAdmin, 'AdminCoachingCoursePage');
const AdminCoachingLearnersPage = lazyNamed(coachingAdmin, 'AdminCoachingLearnersPage');
const AdminModerationPage = lazyNamed(moderation, 'AdminModerationPage');
const AdminReportsPage = lazyNamed(moderation, 'AdminReportsPage');
const CandidateBackgroundChecksPage = lazyNamed(safeguarding, 'CandidateBackgroundChecksPage');
const AdminBackgroundChecksPage = lazyNamed(safeguarding, 'AdminBackgroundChecksPage');
const CoachingCataloguePage = lazyNamed(coaching, 'CataloguePage');
const CoachingCoursePage = lazyNamed(coaching, 'CoursePage');
const CoachingLearnPage = lazyNamed(coaching, 'LearnPage');
const CoachingEnrollmentsPage = lazyNamed(coaching, 'EnrollmentsPage');
const CoachingMessagesPage = lazyNamed(coaching, 'CoachingMessagesPage');
const CoachingCertificatePage = lazyNamed(coaching, 'CertificatePage');
const EmployerDevelopersPage = lazyNamed(developers, 'EmployerDevelopersPage');
const CandidateDevelopersPage = lazyNamed(developers, 'CandidateDevelopersPage');
const DevelopersGuidePage = lazyNamed(developers, 'DevelopersGuidePage');

/** Prefix routes that react-router cannot express; the catch-all page serves them. */
type PrefixRoute = 'recruitWithPrefix' | 'aboutPrefix';
type RoutedName = Exclude<RouteName, PrefixRoute>;

/**
 * Every §2 route (shared ROUTES) and what it renders. The Record type makes a new ROUTES entry a compile error
 * until it is registered here.
 */
export const ROUTE_ELEMENTS: Record<RoutedName, ReactNode> = {
  // Public
  home: <HomePage />,
  homeAlias: <HomePage />,
  contactUs: <ContactPage />,
  terms: <TermsPage />,
  privacy: <PrivacyPage />,
  testimonials: <TestimonialsPage />,
  featuredMembers: <FeaturedMembersPage />,
  blog: <BlogPage />,
  blogPost: <BlogPostPage />,
  blogAuthor: <BlogAuthorPage />,
  category: <BlogPage />,
  successStories: <SuccessStoriesPage />,
  newsletterConfirm: <NewsletterConfirmPage />,
  newsletterUnsubscribe: <NewsletterUnsubscribePage />,
  shop: <ShopPage />,
  cart: <CartPage />,
  employersDirectory: <DirectoryPage />,
  employerPackages: <EmployerPackagesPage />,
  candidatePricing: <CandidatePricingPage />,
  cvWriteProduct: <ProductPage />,
  product: <ProductPage />,
  thankYou: <ThankYouPage />,
  catchAll: <CatchAllPage />,
  // The open platform (issue 24): getting started with API keys and webhooks.
  developers: <DevelopersGuidePage />,
  // Jobs
  jobs: <JobsPage />,
  jobsAlt: <JobsPage />,
  jobDetail: <JobDetailPage />,
  job: <JobDetailPage />,
  jobAlt: <JobAltPage />,
  jobAlertUnsubscribe: <UnsubscribeAlertPage />,
  // Players and staff
  player: <PlayerPage />,
  staff: <StaffPage />,
  database4football: <PlayerDatabasePage />,
  database4football1: <PlayerDatabasePage />,
  searchPlayer: <PlayerDatabasePage />,
  adminSearchPlayers: <AdminPlayerSearchPage />,
  registerPlayerProfile: <RegisterPlayerProfilePage />,
  adminEditPlayer: <EditPlayerPage />,
  club: <ClubPage />,
  competition: <CompetitionPage />,
  // Profiles
  profileList: <ProfileListPage />,
  profile: <PublicProfilePage />,
  // Sign-in and accounts
  signin: <LoginPage />,
  signinNoSlash: <LoginPage />,
  login: <LoginPage />,
  loginNoSlash: <LoginPage />,
  signup: <SignupPage />,
  signupNoSlash: <SignupPage />,
  signupNew: <SignupPage />,
  registerTest: <SignupPage />,
  lostPassword: <LostPasswordPage />,
  resetPassword: <ResetPasswordPage />,
  verifyEmail: <VerifyEmailPage />,
  retryPayment: <RetryPaymentPage />,
  // Dashboard entry
  dashboard: <DashboardEntry />,
  // Candidate
  candidateDashboard: <CandidateDashboardPage />,
  candidateViewProfile: <ViewProfilePage />,
  candidateEditProfile: <EditProfilePage />,
  candidateJobsApplied: <JobsAppliedPage />,
  candidateResumes: <ResumesListPage />,
  candidateJobAlerts: <JobAlertsPage />,
  candidateSavedJobs: <SavedJobsPage />,
  candidateSubscriptions: <SubscriptionsPage />,
  candidatePayments: <PaymentsPage />,
  candidateUpgrade: <UpgradeAccountPage />,
  candidateMessages: <CandidateMessagesPage />,
  candidateThread: <CandidateMessagesPage />,
  candidateInterviews: <CandidateInterviewsPage />,
  candidateRequestInterview: <RequestInterviewPage />,
  candidatePartnerDownloads: <CandidatePartnerDownloadsPage />,
  candidateCommunity: <CandidateCommunityPage />,
  candidateContractAdvice: <ContractAdvicePage />,
  // Safeguarding (issue 25, docs/safeguarding.md): the candidate's background checks.
  candidateBackgroundChecks: <CandidateBackgroundChecksPage />,
  candidateContractAdviceRequest: <ContractAdviceRequestPage />,
  candidateHotList: <CandidateHotListPage />,
  candidateShareProfile: <ShareProfilePage />,
  candidateDevelopers: <CandidateDevelopersPage />,
  // The Employability Hub (issue 23, docs/coaching.md): the catalogue, courses, free preview lessons and certificates
  // are public (another lesson's 401 sends a visitor to log in); my courses and the coach messages need a session.
  coaching: <CoachingCataloguePage />,
  coachingCourse: <CoachingCoursePage />,
  coachingCertificate: <CoachingCertificatePage />,
  coachingLearn: <CoachingLearnPage />,
  coachingEnrollments: <CoachingEnrollmentsPage />,
  coachingMessages: <CoachingMessagesPage />,
  // Employer
  employerDashboard: <EmployerDashboardPage />,
  employerEditProfile: <EditEmployerProfilePage />,
  employerAddCredits: <AddCreditsPage />,
  employerJobs: <EmployerJobsPage />,
  employerApplications: <ApplicationsPage />,
  employerUpgrade: <UpgradeAccountPage />,
  employerSubscriptions: <SubscriptionsPage />,
  employerPayments: <PaymentsPage />,
  employerCvDatabase: <CvDatabasePage />,
  employerSubmitJob: <SubmitJobPage />,
  employerEditJob: <SubmitJobPage />,
  employerAddTemplate: <AddTemplatePage />,
  employerEditTemplate: <AddTemplatePage />,
  employerAddTeam: <AddTeamMemberPage />,
  employerEditTeam: <AddTeamMemberPage />,
  employerTeamMembers: <TeamMembersPage />,
  employerEmailTemplates: <EmailTemplatesPage />,
  employerMessages: <EmployerMessagesPage />,
  employerThread: <EmployerMessagesPage />,
  employerHotList: <EmployerHotListPage />,
  employerDevelopers: <EmployerDevelopersPage />,
  // Admin
  adminDashboard: <AdminDashboardPage />,
  adminJobsApplied: <AdminJobsAppliedPage />,
  adminUsers: <AdminUsersPage />,
  adminCvDatabase: <CvDatabasePage />,
  adminPostAllJob: <AdminPostJobPage />,
  adminEditAllJob: <AdminPostJobPage />,
  adminListAllJobs: <AdminAllJobsPage />,
  adminJobs: <AdminJobsPage />,
  adminApplications: <ApplicationsPage />,
  adminContent: <ContentAdminPage />,
  adminUser: <AdminUserPage />,
  adminTransactions: <AdminTransactionsPage />,
  adminEmployers: <AdminEmployersPage />,
  adminEmployer: <AdminEmployerPage />,
  adminAuditLog: <AdminAuditLogPage />,
  adminPartnerDownloads: <AdminPartnerDownloadsPage />,
  adminCommunity: <AdminCommunityPage />,
  adminContractAdvice: <AdminContractAdvicePage />,
  adminContractAdviceRequest: <AdminContractAdviceRequestPage />,
  // Coaching authoring (issue 23): coaches their own courses, administrators all (author_courses).
  adminCoaching: <AdminCoachingPage />,
  adminCoachingCourse: <AdminCoachingCoursePage />,
  adminCoachingLearners: <AdminCoachingLearnersPage />,
  // Trust and safety (issue 25): the job moderation queue (administrators, data scouts) and the reports queue.
  adminModeration: <AdminModerationPage />,
  adminReports: <AdminReportsPage />,
  adminBackgroundChecks: <AdminBackgroundChecksPage />,
};

/**
 * Tab titles ("Page — Football Jobs"): a route's name is `screens.<route>` unless it is listed here (null = the
 * brand alone). Pages with a name of their own (a job, a person) refine it with useDocumentTitle.
 */
const TITLE_KEY_OVERRIDES: Partial<Record<RoutedName, string | null>> = {
  home: null,
  homeAlias: null,
  catchAll: 'notFound.title',
  signin: 'auth.loginTitle',
  signinNoSlash: 'auth.loginTitle',
  login: 'auth.loginTitle',
  loginNoSlash: 'auth.loginTitle',
  signup: 'header.signup',
  signupNoSlash: 'header.signup',
  signupNew: 'header.signup',
  registerTest: 'header.signup',
  lostPassword: 'auth.lostPasswordTitle',
  resetPassword: 'auth.resetTitle',
  verifyEmail: 'verification.title',
  dashboard: 'header.dashboard',
  candidateDashboard: 'header.dashboard',
  employerDashboard: 'header.dashboard',
  adminDashboard: 'header.dashboard',
  // Placeholders shown as the Database4Football "coming soon" screen until their pages land (issue 12).
  club: 'screens.database4football',
  competition: 'screens.database4football',
};

export function routeTitleKey(name: RoutedName): string | null {
  return name in TITLE_KEY_OVERRIDES ? (TITLE_KEY_OVERRIDES[name] ?? null) : `screens.${name}`;
}

/** Router patterns ignore a trailing slash, so '/signin' and '/signin/' are one route. */
export function normalizePattern(pattern: string): string {
  return pattern.length > 1 ? pattern.replace(/\/+$/, '') : pattern;
}

export interface RouteEntry {
  name: RoutedName;
  path: string;
  element: ReactNode;
  /** i18n key of the tab title, null for the brand alone. */
  titleKey: string | null;
}

export function routeEntries(): RouteEntry[] {
  const seen = new Set<string>();
  const entries: RouteEntry[] = [];
  for (const [name, element] of Object.entries(ROUTE_ELEMENTS) as [RouteEntry['name'], ReactNode][]) {
    const path = normalizePattern(ROUTES[name]);
    if (seen.has(path)) continue;
    seen.add(path);
    entries.push({ name, path, element, titleKey: routeTitleKey(name) });
  }
  return entries;
}
