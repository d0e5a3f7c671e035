import type { API, ApiData, ApiItem, ApiJson, ApiRequestBody } from '@fj/shared';

/** The candidate's own hot-list state (GET /get-hot-list-entry), as the route's schema declares it. */
export type HotListOwnState = ApiData<typeof API.hotListEntry>;

/** What the candidate sends to join, change or leave the list (POST /update-hot-list). */
export type HotListChoice = ApiRequestBody<typeof API.updateHotList>;

/** One listed candidate as an employer sees it (GET /job-api/hot-list). */
export type HotListItem = ApiItem<typeof API.employerHotList>;

export type HotListPage = Pick<ApiJson<typeof API.employerHotList>, 'data' | 'total' | 'contactAccess'>;

/** The weekly email of new entries (GET, POST and DELETE /job-api/hot-list/subscription). */
export type HotListSubscription = ApiData<typeof API.hotListSubscription>;

export interface HotListFilters {
  role: string;
  country: string;
}
