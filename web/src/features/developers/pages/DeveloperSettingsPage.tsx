import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ROUTES } from '@fj/shared';
import { Tabs } from '../../../components/Tabs';
import { apiBaseUrl } from '../../../lib/api-client';
import { ApiKeysPanel } from '../components/ApiKeysPanel';
import { WebhooksPanel } from '../components/WebhooksPanel';
import type { DeveloperArea } from '../lib/scopes';
import '../developers.css';

const TABS = ['keys', 'webhooks'] as const;
type Tab = (typeof TABS)[number];

/** Settings › Developers, the same screen in the employer and the candidate areas: API keys and webhooks. */
function DeveloperSettings({ area }: { area: DeveloperArea }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((code) => code === params.get('tab')) ?? 'keys';
  return (
    <section className="area-page dev-page" data-testid="developer-settings" data-area={area}>
      <header className="area-page__header">
        <h1>{t(area === 'employer' ? 'screens.employerDevelopers' : 'screens.candidateDevelopers')}</h1>
      </header>
      <p className="lead">{t(area === 'employer' ? 'developers.settings.leadEmployer' : 'developers.settings.leadCandidate')}</p>
      <p className="dev-links">
        <Link to={ROUTES.developers}>{t('developers.settings.guide')}</Link>
        <a href={`${apiBaseUrl()}/docs`} target="_blank" rel="noreferrer">
          {t('developers.settings.reference')}
        </a>
      </p>
      <Tabs
        active={tab}
        onChange={(code) => setParams(code === 'keys' ? {} : { tab: code }, { replace: true })}
        tabs={[
          { code: 'keys', label: t('developers.keys.title'), content: <ApiKeysPanel area={area} /> },
          { code: 'webhooks', label: t('developers.hooks.title'), content: <WebhooksPanel /> },
        ]}
      />
    </section>
  );
}

export function EmployerDevelopersPage() {
  return <DeveloperSettings area="employer" />;
}

export function CandidateDevelopersPage() {
  return <DeveloperSettings area="candidate" />;
}
