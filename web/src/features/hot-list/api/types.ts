/** The candidate's own hot-list state (GET /get-hot-list-entry). */
export interface HotListOwnState {
  /** Whether their membership includes the hot list (Standard and above). */
  included: boolean;
  membership: string;
  /** Whether employers see them on the list now. */
  listed: boolean;
  profilePublic: boolean;
  hasProfile: boolean;
  entry: { available: boolean; availableFrom: string; roles: string[]; regions: string[]; listedAt: string } | null;
}

export interface HotListChoice {
  available: boolean;
  availableFrom?: string;
  roles?: string[];
  regions?: string[];
}

/** One listed candidate as an employer sees it (GET /job-api/hot-list). */
export interface HotListItem {
  ID: number;
  slug: string;
  profileUrl: string;
  name: string;
  profilePic: string | null;
  headline: string;
  profileType: string;
  country: string;
  city: string;
  availableFrom: string;
  roles: string[];
  regions: string[];
  listedAt: string;
  contact: { email: string; phone: string } | null;
}

export interface HotListPage {
  data: HotListItem[];
  total: number;
  contactAccess: boolean;
}

export interface HotListFilters {
  role: string;
  country: string;
}
