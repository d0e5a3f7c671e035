import type { API, ApiData, ApiItem } from '@fj/shared';

/** A resource as a member sees it (`GET /partner-downloads`), as the route's schema declares it. */
export type MemberDownload = ApiItem<typeof API.partnerDownloads>;

/** A resource as administrators see it (`GET /admin-api/partner-downloads`). */
export type AdminDownload = ApiItem<typeof API.adminPartnerDownloads>;

export interface DownloadFieldsInput {
  title: string;
  partner: string;
  description: string;
  category: string;
  minimumTier: string;
  published: boolean;
}

/** The invite link's history as administrators see it (`GET /admin-api/community-link`). */
export type CommunityAdminState = ApiData<typeof API.adminCommunityLink>;

export type CommunityLinkVersion = CommunityAdminState['previous'][number];
