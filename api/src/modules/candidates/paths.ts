/** Paths this area designed (§7 names no path for them), in §7's style; see docs/candidate-area.md. */
export const CANDIDATE_API = {
  publicProfiles: '/get-public-profiles',
  myDataExport: '/my-data/export',
  deleteMyAccount: '/delete-my-account',
} as const;
