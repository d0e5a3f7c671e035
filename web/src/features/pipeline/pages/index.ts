export { ApplicationsPage } from './ApplicationsPage';
