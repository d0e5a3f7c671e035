import { Suspense, lazy, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES, type ReportKind } from '@fj/shared';
import { useSession } from '../../app/session/session-context';
import { loadFullCatalogue } from '../../i18n';
import { saveRedirect } from '../../lib/session-storage';
import './report.css';

// The dialog (formik, yup and its text in the catalogue's rest) loads when first opened: most readers never report.
const ReportDialog = lazy(async () => {
  const [module] = await Promise.all([import('./ReportDialog'), loadFullCatalogue().catch(() => undefined)]);
  return { default: module.ReportDialog };
});

interface ReportButtonProps {
  kind: ReportKind;
  id: number;
  /** Visible text; the job page passes its own (its label is in the jobs section of the catalogue). */
  label?: string;
  className?: string;
}

/** "Report": opens the report dialog. Visitors may report jobs; anything else asks them to sign in first. */
export function ReportButton({ kind, id, label, className }: ReportButtonProps) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const onClick = () => {
    if (isLoggedIn || kind === 'job') return setOpen(true);
    saveRedirect(`${location.pathname}${location.search}`);
    navigate(ROUTES.login);
  };
  return (
    <>
      <button type="button" className={`button button--link report-button ${className ?? ''}`.trim()} data-testid={`report-${kind}`} onClick={onClick}>
        <span aria-hidden="true" className="report-button__flag">⚑</span> {label ?? t('moderation.report.button')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog kind={kind} id={id} visitor={!isLoggedIn} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
