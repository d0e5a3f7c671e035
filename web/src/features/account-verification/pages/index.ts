export { VerifyEmailPage } from './VerifyEmailPage';
