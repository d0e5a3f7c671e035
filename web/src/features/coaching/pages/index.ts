export { CataloguePage } from './CataloguePage';
export { CoursePage } from './CoursePage';
export { LearnPage } from './LearnPage';
export { EnrollmentsPage } from './EnrollmentsPage';
export { CoachingMessagesPage } from './CoachingMessagesPage';
export { CertificatePage } from './CertificatePage';
