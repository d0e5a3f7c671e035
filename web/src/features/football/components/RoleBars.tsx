import { LIMITS } from '@fj/shared';

/** §2/§9 staff role experience: one bar per role, out of 100. */
export function RoleBars({ roles }: { roles: readonly { role: string; percent: number }[] }) {
  return (
    <ul className="role-bars">
      {roles.map(({ role, percent }) => {
        const value = Math.max(0, Math.min(LIMITS.roleExperienceMax, Math.round(percent)));
        return (
          <li key={role} className="role-bars__item">
            <span className="role-bars__label">{role}</span>
            <span className="role-bars__track" role="meter" aria-label={role} aria-valuemin={0} aria-valuemax={LIMITS.roleExperienceMax} aria-valuenow={value}>
              <span className="role-bars__fill" style={{ inlineSize: `${value}%` }} />
            </span>
            <span className="role-bars__value">{value}</span>
          </li>
        );
      })}
    </ul>
  );
}
