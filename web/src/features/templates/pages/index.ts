export { AddTemplatePage } from './AddTemplatePage';
export { EmailTemplatesPage } from './EmailTemplatesPage';
