/** Public surface of the interviews feature (other features import from here only). */
export { InterviewsSection } from './components/InterviewsSection';
export { YourInterviewsBlock } from './components/YourInterviewsBlock';
export { TimeZonePanel } from './components/TimeZonePanel';
