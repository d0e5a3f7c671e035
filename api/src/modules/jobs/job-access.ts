/**
 * §4 premium access, decided on the server. Free jobs: everyone. Premium jobs: members whose membership is above
 * FREE, employers and their teams, administrators and data scouts. Visitors and FREE members get `access: false`:
 * the SPA shows the join-network modal, the apply call refuses them, and the job's external link / email are
 * withheld. The description stays visible to everyone (search engines index it).
 */
export interface JobViewer {
  roles: readonly string[];
  /** users.membership of the viewer (FREE, STANDARD, ELITE, UNLIMITED). */
  membership: string;
}

const ROLES_WITH_FULL_ACCESS = ['administrator', 'datascout', 'employer', 'team_manager', 'team_member'];

export function jobAccessFor(viewer: JobViewer | undefined | null, job: { job_class: string }): boolean {
  if (job.job_class !== 'premium') return true;
  if (!viewer) return false;
  if (viewer.roles.some((role) => ROLES_WITH_FULL_ACCESS.includes(role))) return true;
  return viewer.membership !== 'FREE' && viewer.membership !== '';
}
