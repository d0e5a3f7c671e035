import { API } from '@fj/shared';

/** Paths this area designed (§7 names no path for them); they live in shared `API` with the rest. */
export const CANDIDATE_API = {
  publicProfiles: API.publicProfiles,
  myDataExport: API.myDataExport,
  deleteMyAccount: API.deleteMyAccount,
} as const;
