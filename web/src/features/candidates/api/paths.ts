/**
 * Paths this area designed (docs/candidate-area.md); the api keeps the same constants in its candidates module.
 * Everything §7 names comes from shared `API`.
 */
export const CANDIDATE_API = {
  publicProfiles: '/get-public-profiles',
  myDataExport: '/my-data/export',
  deleteMyAccount: '/delete-my-account',
} as const;
