/** Trust and safety (issue 25, docs/trust-safety.md): moderation, reports, safeguarding checks, retention. Times are ISO 8601 UTC. */

/** Why a job is in the moderation queue; a job can have several. */
export const MODERATION_REASON_CODES = ['untrusted-employer', 'near-duplicate', 'blocked-word', 'too-many-links', 'contact-in-title'] as const;
export type ModerationReasonCode = (typeof MODERATION_REASON_CODES)[number];

export interface ModerationReason {
  code: ModerationReasonCode;
  /** What was found, for the moderator: the other job's title and similarity, the words, the link count, the contact text. */
  detail: string;
  /** For 'near-duplicate': the other job (another employer's), and the estimated similarity 0..1. */
  jobId?: number;
  jobSlug?: string;
  similarity?: number;
}

/** The queue's filter: pending (default, oldest first), approved or rejected (most recent decision first). */
export const MODERATION_QUEUE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ModerationQueueStatus = (typeof MODERATION_QUEUE_STATUSES)[number];

export interface ModerationJobDto {
  ID: number;
  job_title: string;
  slug: string;
  employerId: number;
  employerName: string;
  employerTrusted: boolean;
  /** The employer's approved jobs so far (2 makes it trusted). */
  employerApprovedJobs: number;
  job_class: 'free' | 'premium';
  /** Sanitised description HTML, for the moderator to read. */
  job_description: string;
  submittedAt: string | null;
  reasons: ModerationReason[];
  status: string;
  moderatedAt: string | null;
  moderatedBy: string | null;
  rejectionReason: string | null;
}

export const REPORT_KINDS = ['job', 'profile', 'player', 'post', 'message'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_REASONS = ['spam', 'scam', 'offensive', 'misleading', 'impersonation', 'safeguarding', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ['open', 'hidden', 'suspended', 'dismissed', 'restored'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What a moderator does with a report; 'restore' un-hides an object hidden by an earlier 'hide'. */
export const REPORT_ACTIONS = ['hide', 'suspend', 'dismiss', 'restore'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** Limits of `POST /report`. */
export const REPORT_LIMITS = { detailsMax: 2000, visitorReportsPerHour: 5 } as const;

export interface CreateReportRequest {
  kind: ReportKind;
  /** The object's id as its own API names it: job ID, profile owner's user ID, player ID, post ID, message ID. */
  id: number;
  reason: ReportReason;
  details?: string;
  /** Visitors only (job reports): where to tell the outcome. */
  email?: string;
}

export interface ReportDto {
  id: number;
  kind: ReportKind;
  objectId: number;
  /** A human label of the object (job title, person's name, post title, first words of a message), and a link to it. */
  objectLabel: string;
  objectUrl: string | null;
  objectHidden: boolean;
  /** The object's owner (the account a 'suspend' would suspend), when there is one. */
  ownerUserId: number | null;
  ownerName: string | null;
  reason: ReportReason;
  details: string;
  reporter: string;
  status: ReportStatus;
  created: string;
  resolvedAt: string | null;
  resolvedBy: string | null;
  resolutionNote: string;
  /** Other open reports of the same object. */
  otherOpenReports: number;
}

export const BACKGROUND_CHECK_TYPES = ['dbs-enhanced', 'dbs-standard', 'dbs-basic', 'pvg', 'access-ni', 'garda-vetting', 'wwcc', 'police-certificate', 'other'] as const;
export type BackgroundCheckType = (typeof BACKGROUND_CHECK_TYPES)[number];

export const BACKGROUND_CHECK_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type BackgroundCheckStatus = (typeof BACKGROUND_CHECK_STATUSES)[number];

export interface BackgroundCheckDto {
  id: number;
  checkType: BackgroundCheckType;
  referenceNumber: string;
  issuedOn: string;
  expiresOn: string;
  status: BackgroundCheckStatus;
  /** Verified and not expired today. */
  valid: boolean;
  expired: boolean;
  rejectionReason: string;
  /** The certificate through `GET /media/{id}` (owner and administrators only). */
  certificateMediaId: number | null;
  certificateName: string | null;
  reviewedAt: string | null;
  created: string;
}

/** Administrators' view adds the candidate. */
export interface AdminBackgroundCheckDto extends BackgroundCheckDto {
  userId: number;
  candidateName: string;
  candidateEmail: string;
}

/** The 422 `code` of applying to a safeguarding job without a valid check, and its reasons. */
export const SAFEGUARDING_REFUSAL_CODE = 'safeguarding-check-required';
export const SAFEGUARDING_REFUSALS = ['no-check', 'check-pending', 'check-expired', 'check-rejected'] as const;
export type SafeguardingRefusal = (typeof SAFEGUARDING_REFUSALS)[number];

/** Retention defaults (config may change them; docs/trust-safety.md). */
export const RETENTION_DEFAULTS = { applicationMonthsAfterClose: 24, noticeDaysBefore: 30, unverifiedAccountDays: 30, checkExpiryReminderDays: 30 } as const;
