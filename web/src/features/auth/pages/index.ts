export { LoginPage } from './LoginPage';
export { LostPasswordPage } from './LostPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { SignupPage } from './SignupPage';
