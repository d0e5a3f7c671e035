import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPermission, isAdministrator, type Permission } from '@fj/shared';
import { useSession } from '../../../app/session/session-context';

/**
 * Shows the page only to a caller whose roles give it; anyone else (a data scout on the users screen) reads a
 * refusal instead, without calling the API (which would answer 403; only a 401 ends a session). The API checks the same.
 */
export function RequirePermission({ permission, administratorOnly, children }: { permission?: Permission; administratorOnly?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const { roles } = useSession();
  const allowed = administratorOnly ? isAdministrator(roles) : permission ? hasPermission(roles, permission) : true;
  if (!allowed) {
    return (
      <section className="admin-page" data-testid="admin-forbidden">
        <h1>{t('admin.forbidden.title')}</h1>
        <p>{t('admin.forbidden.body')}</p>
      </section>
    );
  }
  return <>{children}</>;
}
