/** §3 team role of an employer's team member. */
export const TEAM_ROLES = [
  { value: 'team_manager', label: 'Team Manager' },
  { value: 'team_member', label: 'Team Member' },
] as const;

export type TeamRole = (typeof TEAM_ROLES)[number]['value'];
