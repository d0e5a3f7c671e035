/** §9 minutes per goal: minutes divided by goals, rounded down; null when there are no goals. */
export function minutesPerGoal(minutes: number, goals: number): number | null {
  if (!Number.isFinite(minutes) || !Number.isFinite(goals) || goals <= 0) return null;
  return Math.floor(minutes / goals);
}

/** §9 playing-stat average: total divided by matches, 1 decimal; null when there are no matches. */
export function perMatchAverage(total: number, matches: number): number | null {
  if (!Number.isFinite(total) || !Number.isFinite(matches) || matches <= 0) return null;
  return Math.round((total / matches) * 10) / 10;
}
