/** The candidate's interview pages (one lazy chunk); the pipeline's scheduler is in components/InterviewsSection. */
export { CandidateInterviewsPage } from './CandidateInterviewsPage';
export { RequestInterviewPage } from './RequestInterviewPage';
