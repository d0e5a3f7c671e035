import type { ReportAction, ReportDto } from '@fj/shared';

/**
 * The actions a report offers now. The API acts on open reports only, except 'restore', which un-hides a hidden
 * object from any of its reports: an open report offers hide (while the object shows), suspend (when it has an
 * owner) and dismiss; a hidden object offers restore.
 */
export function actionsFor(report: Pick<ReportDto, 'status' | 'objectHidden' | 'ownerUserId'>): ReportAction[] {
  const actions: ReportAction[] = [];
  if (report.objectHidden) actions.push('restore');
  if (report.status !== 'open') return actions;
  if (!report.objectHidden) actions.push('hide');
  if (report.ownerUserId !== null) actions.push('suspend');
  actions.push('dismiss');
  return actions;
}
