/** A resource as a member sees it (`GET /partner-downloads`). */
export interface MemberDownload {
  id: number;
  title: string;
  partner: string;
  description: string;
  category: string;
  minimumTier: string;
  mime: string;
  size: number;
  fileName: string;
  updatedAt: string;
  locked: boolean;
  fileUrl: string;
  lastDownloadedAt: string | null;
}

/** A resource as administrators see it (`GET /admin-api/partner-downloads`). */
export interface AdminDownload extends Omit<MemberDownload, 'locked' | 'fileUrl' | 'lastDownloadedAt'> {
  published: boolean;
  createdAt: string;
  uploadedBy: string | null;
  downloads: { total: number; members: number };
  lastDownloadedAt: string | null;
}

export interface DownloadFieldsInput {
  title: string;
  partner: string;
  description: string;
  category: string;
  minimumTier: string;
  published: boolean;
}

export interface CommunityLinkVersion {
  id: number;
  url: string;
  setAt: string;
  setBy: string | null;
  retiredAt: string | null;
  reveals: number;
  members: number;
}

export interface CommunityAdminState {
  current: CommunityLinkVersion | null;
  previous: CommunityLinkVersion[];
  totalReveals: number;
  recentReveals: { linkId: number; member: string; revealedAt: string }[];
}
