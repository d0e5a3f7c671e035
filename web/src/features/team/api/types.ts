/** A team member as the team API answers it (docs/employer-area.md). */
export interface TeamMember {
  id: number;
  name: string;
  email: string;
  role: string;
  /** The role's English label as the API sends it (`roleLabel`); the page's language wins where it names the role. */
  roleLabel: string;
  created?: string;
}

export function toTeamMember(raw: Record<string, unknown>): TeamMember {
  const text = (...keys: string[]) => {
    for (const key of keys) if (typeof raw[key] === 'string') return raw[key] as string;
    return '';
  };
  const roles = Array.isArray(raw.roles) ? (raw.roles as unknown[]).map(String) : [];
  return {
    id: Number(raw.id ?? raw.ID ?? 0),
    name: text('name', 'display_name', 'displayName'),
    email: text('email', 'user_email'),
    role: text('role') || roles.find((role) => role === 'team_manager' || role === 'team_member') || '',
    roleLabel: text('roleLabel'),
    created: text('created', 'created_at') || undefined,
  };
}
