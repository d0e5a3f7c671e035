export { CvDatabasePage } from './CvDatabasePage';
