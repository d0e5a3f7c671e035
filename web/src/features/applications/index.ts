/** Public surface of the applications feature (the job pages open the apply flow). */
export { ApplyFlowModal, type ApplyJob } from './components/ApplyFlowModal';
