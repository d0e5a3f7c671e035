import type { Migration } from './types';
import * as users from './20261122_0001_users';
import * as employers from './20261122_0002_employers';
import * as authTokens from './20261122_0003_auth_tokens';
import * as events from './20261122_0004_events';
import * as candidateProfiles from './20261122_0100_candidate_profiles';
import * as media from './20261122_0101_media';
import * as jobs from './20261122_0200_jobs';
import * as jobsSearch from './20261122_0200_jobs_search';
import * as jobsFacetIndex from './20261122_0200_jobs_facet_index';
import * as jobsFacetArrays from './20261122_0200_jobs_facet_arrays';
import * as jobsEmployerIndex from './20261122_0200_jobs_employer_index';
import * as credits from './20261122_0300_credits';
import * as applications from './20261122_0301_applications';
import * as jobAlerts from './20261122_0302_job_alerts';
import * as employerArea from './20261122_0400_employer_area';
import * as employerAreaCvIndexes from './20261122_0400_employer_area_cv_indexes';
import * as payments from './20261122_0500_payments';
import * as memberDiscounts from './20261122_0501_member_discounts';
import * as throttleCounters from './20261122_0555_throttle_counters';
import * as checkoutRequests from './20261122_0556_checkout_requests';
import * as jobOpenCounts from './20261122_0570_job_open_counts';
import * as cvSearch from './20261122_0571_cv_search';
import * as football from './20261122_0600_football';
import * as footballCoveringIndexes from './20261122_0650_football_covering_indexes';
import * as footballClubCompetitionIndexes from './20261122_0651_football_club_competition_indexes';
import * as auditLog from './20261122_0700_audit_log';
import * as adminSearchIndexes from './20261122_0701_admin_search_indexes';
import * as adminDailyCounts from './20261122_0702_admin_daily_counts';
import * as adminNowCounts from './20261122_0703_admin_now_counts';
import * as adminCounterStatistics from './20261122_0750_admin_counter_statistics';
import * as adminDashboardCounters from './20261122_0760_admin_dashboard_counters';
import * as usersSearchTrigram from './20261122_0770_users_search_trigram';
import * as content from './20261122_0800_content';
import * as contentAuthorSlugs from './20261122_0810_content_author_slugs';
import * as userLocale from './20261122_0900_user_locale';
import * as userSessionNotify from './20261124_0910_user_session_notify';
import * as advertArabic from './20261127_2300_advert_arabic';
import * as messages from './20261128_0100_messages';
import * as messagesListedIndex from './20261128_0300_messages_listed_index';
import * as savedJobs from './20261128_1000_saved_jobs';
import * as applicationRatings from './20261128_1100_application_ratings';
import * as messagesUnreadCovering from './20261128_0110_messages_unread_covering';
import * as interviews from './20261128_0200_interviews';
import * as messageTotals from './20261128_0400_message_totals';
import * as footballIdentity from './20261128_1200_football_identity';
import * as contractAdvice from './20261128_1340_contract_advice';
import * as coaching from './20261128_1400_coaching';
import * as coachingCourseSummary from './20261128_1600_coaching_course_summary';
import * as trustSafety from './20261128_1700_trust_safety';
import * as retentionAnonymousApplications from './20261128_1710_retention_anonymous_applications';
import * as coachingEnrollmentProgress from './20261129_0300_coaching_enrollment_progress';
import * as footballSummaries from './20261129_0100_football_summaries';
import * as footballLinesInsertDelta from './20261129_0110_football_lines_insert_delta';
import * as adminPeriodCounts from './20261129_0200_admin_period_counts';
import * as cvHiddenProfilesIndex from './20261129_0400_cv_hidden_profiles_index';
import * as jobsSearchCountryGin from './20261129_0410_jobs_search_country_gin';
import * as reportReporterLocale from './20261129_0500_report_reporter_locale';
import * as openPlatform from './20261128_1500_open_platform';
import * as apiKeyNotify from './20261128_1510_api_key_notify';
import * as partnerDownloads from './20261128_1310_partner_downloads';
import * as communityLink from './20261128_1320_community_link';
import * as hotList from './20261128_1300_hot_list';
import * as shareCards from './20261128_1330_share_cards';

export type { Migration } from './types';

/** Every migration in the order it runs. Never edit one that has landed: append a new file. */
export const migrations: readonly Migration[] = [
  { name: '20261122_0001_users', ...users },
  { name: '20261122_0002_employers', ...employers },
  { name: '20261122_0003_auth_tokens', ...authTokens },
  { name: '20261122_0004_events', ...events },
  { name: '20261122_0100_candidate_profiles', ...candidateProfiles },
  { name: '20261122_0101_media', ...media },
  { name: '20261122_0200_jobs', ...jobs },
  { name: '20261122_0200_jobs_search', ...jobsSearch },
  { name: '20261122_0200_jobs_facet_index', ...jobsFacetIndex },
  { name: '20261122_0200_jobs_facet_arrays', ...jobsFacetArrays },
  { name: '20261122_0200_jobs_employer_index', ...jobsEmployerIndex },
  { name: '20261122_0300_credits', ...credits },
  { name: '20261122_0301_applications', ...applications },
  { name: '20261122_0302_job_alerts', ...jobAlerts },
  { name: '20261122_0400_employer_area', ...employerArea },
  { name: '20261122_0400_employer_area_cv_indexes', ...employerAreaCvIndexes },
  { name: '20261122_0500_payments', ...payments },
  { name: '20261122_0501_member_discounts', ...memberDiscounts },
  { name: '20261122_0555_throttle_counters', ...throttleCounters },
  { name: '20261122_0556_checkout_requests', ...checkoutRequests },
  { name: '20261122_0570_job_open_counts', ...jobOpenCounts },
  { name: '20261122_0571_cv_search', ...cvSearch },
  { name: '20261122_0600_football', ...football },
  { name: '20261122_0650_football_covering_indexes', ...footballCoveringIndexes },
  { name: '20261122_0651_football_club_competition_indexes', ...footballClubCompetitionIndexes },
  { name: '20261122_0700_audit_log', ...auditLog },
  { name: '20261122_0701_admin_search_indexes', ...adminSearchIndexes },
  { name: '20261122_0702_admin_daily_counts', ...adminDailyCounts },
  { name: '20261122_0703_admin_now_counts', ...adminNowCounts },
  { name: '20261122_0750_admin_counter_statistics', ...adminCounterStatistics },
  { name: '20261122_0760_admin_dashboard_counters', ...adminDashboardCounters },
  { name: '20261122_0770_users_search_trigram', ...usersSearchTrigram },
  { name: '20261122_0800_content', ...content },
  { name: '20261122_0810_content_author_slugs', ...contentAuthorSlugs },
  { name: '20261122_0900_user_locale', ...userLocale },
  { name: '20261124_0910_user_session_notify', ...userSessionNotify },
  { name: '20261127_2300_advert_arabic', ...advertArabic },
  { name: '20261128_0100_messages', ...messages },
  { name: '20261128_0110_messages_unread_covering', ...messagesUnreadCovering },
  { name: '20261128_0200_interviews', ...interviews },
  { name: '20261128_0300_messages_listed_index', ...messagesListedIndex },
  { name: '20261128_0400_message_totals', ...messageTotals },
  { name: '20261128_1000_saved_jobs', ...savedJobs },
  { name: '20261128_1100_application_ratings', ...applicationRatings },
  { name: '20261128_1200_football_identity', ...footballIdentity },
  { name: '20261128_1300_hot_list', ...hotList },
  { name: '20261128_1310_partner_downloads', ...partnerDownloads },
  { name: '20261128_1320_community_link', ...communityLink },
  { name: '20261128_1330_share_cards', ...shareCards },
  { name: '20261128_1340_contract_advice', ...contractAdvice },
  { name: '20261128_1400_coaching', ...coaching },
  { name: '20261128_1500_open_platform', ...openPlatform },
  { name: '20261128_1510_api_key_notify', ...apiKeyNotify },
  { name: '20261128_1600_coaching_course_summary', ...coachingCourseSummary },
  { name: '20261128_1700_trust_safety', ...trustSafety },
  { name: '20261128_1710_retention_anonymous_applications', ...retentionAnonymousApplications },
  { name: '20261129_0100_football_summaries', ...footballSummaries },
  { name: '20261129_0110_football_lines_insert_delta', ...footballLinesInsertDelta },
  { name: '20261129_0200_admin_period_counts', ...adminPeriodCounts },
  { name: '20261129_0300_coaching_enrollment_progress', ...coachingEnrollmentProgress },
  { name: '20261129_0400_cv_hidden_profiles_index', ...cvHiddenProfilesIndex },
  { name: '20261129_0410_jobs_search_country_gin', ...jobsSearchCountryGin },
  { name: '20261129_0500_report_reporter_locale', ...reportReporterLocale },
];
