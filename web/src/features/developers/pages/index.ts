/** The developers screens (one lazy chunk): API keys and webhooks in each area's settings, and the public guide. */
export { CandidateDevelopersPage, EmployerDevelopersPage } from './DeveloperSettingsPage';
export { DevelopersGuidePage } from './DevelopersGuidePage';
