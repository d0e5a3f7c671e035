export { CandidateMessagesPage, EmployerMessagesPage } from './area-pages';
