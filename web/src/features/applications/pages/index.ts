export { JobsAppliedPage } from './JobsAppliedPage';
