import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { adminEditAllJobHref, adminEditPlayerHref, competitionHref } from '@fj/shared';
import type { AuditEntry } from '../api/types';
import { adminEmployerHref, adminUserHref } from '../paths';

/** Where an audit target is looked at in the back office (a competition has only its public page). */
function targetHref(entry: AuditEntry): string | null {
  const id = Number(entry.targetId);
  switch (entry.targetType) {
    case 'user':
      return adminUserHref(id);
    case 'employer':
      return adminEmployerHref(id);
    case 'job':
      return adminEditAllJobHref(id);
    case 'player':
      return adminEditPlayerHref(id);
    case 'competition':
      return entry.targetSlug ? competitionHref(entry.targetSlug) : null;
    default:
      return null;
  }
}

/** "User: Robin Tester (robin)" linking to the row's admin page; a target that is gone keeps its type and id. */
export function AuditTarget({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const type = t(`admin.audit.targets.${entry.targetType}`, { defaultValue: entry.targetType });
  const href = entry.targetName ? targetHref(entry) : null;
  return (
    <span className="audit-target">
      <span>{type}: </span>
      {href ? (
        <Link to={href} data-i18n-skip="" dir="auto" data-testid="audit-target">
          {entry.targetName}
        </Link>
      ) : (
        <span data-i18n-skip="" dir="auto" data-testid="audit-target">
          {entry.targetName ?? `#${entry.targetId}`}
        </span>
      )}
    </span>
  );
}
