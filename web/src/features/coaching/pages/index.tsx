import { RequireSession } from '../../../app/layouts/area/RequireSession';
import { CoachingMessagesPage as CoachingMessagesContent } from './CoachingMessagesPage';
import { EnrollmentsPage as EnrollmentsContent } from './EnrollmentsPage';

export { CataloguePage } from './CataloguePage';
export { CoursePage } from './CoursePage';
export { LearnPage } from './LearnPage';
export { CertificatePage } from './CertificatePage';

// My courses and the coach conversations need a session. The guard is wrapped here, in the coaching chunk, so the
// public pages' first load carries none of the area code (the bundle budget checks it).
export const EnrollmentsPage = () => (
  <RequireSession>
    <EnrollmentsContent />
  </RequireSession>
);

export const CoachingMessagesPage = () => (
  <RequireSession>
    <CoachingMessagesContent />
  </RequireSession>
);
