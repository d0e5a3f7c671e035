export { CandidateBackgroundChecksPage } from './CandidateBackgroundChecksPage';
export { AdminBackgroundChecksPage } from './AdminBackgroundChecksPage';
