/** Public surface of the safeguarding feature (the apply flow imports from here). */
export { SafeguardingApplyGate } from './components/SafeguardingApplyGate';
