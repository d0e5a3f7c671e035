/** Public surface of the alerts feature (job pages open the alert form prefilled with the job's category). */
export { JobAlertModal } from './components/JobAlertModal';
export { AlertCategoryField, AlertFrequencyField } from './components/AlertChoiceFields';
export type { AlertSearch } from './components/AlertForm';
