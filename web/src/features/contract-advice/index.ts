/** Public surface of the contract advice feature (the candidate dashboard imports from here). */
export { ContractAdviceCard } from './components/ContractAdviceCard';
