/** The coaching authoring area (issue 23): one lazy chunk for the three screens. */
export { AdminCoachingPage } from './AdminCoachingPage';
export { AdminCoachingCoursePage } from './AdminCoachingCoursePage';
export { AdminCoachingLearnersPage } from './AdminCoachingLearnersPage';
