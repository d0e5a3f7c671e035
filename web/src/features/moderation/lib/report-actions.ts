import type { ReportAction, ReportDto } from '@fj/shared';

/**
 * The actions a report offers now: hide what is shown, restore what is hidden, suspend an owner while the report is
 * not settled, dismiss an open one.
 */
export function actionsFor(report: Pick<ReportDto, 'status' | 'objectHidden' | 'ownerUserId'>): ReportAction[] {
  const actions: ReportAction[] = [];
  const settled = report.status === 'dismissed' || report.status === 'suspended';
  if (report.objectHidden) actions.push('restore');
  else if (!settled) actions.push('hide');
  if (report.ownerUserId !== null && (report.status === 'open' || report.status === 'hidden')) actions.push('suspend');
  if (report.status === 'open') actions.push('dismiss');
  return actions;
}
