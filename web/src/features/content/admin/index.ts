export { ContentAdminPage } from './ContentAdminPage';
