export { ContractAdvicePage } from './ContractAdvicePage';
export { ContractAdviceRequestPage } from './ContractAdviceRequestPage';
export { AdminContractAdvicePage } from './AdminContractAdvicePage';
export { AdminContractAdviceRequestPage } from './AdminContractAdviceRequestPage';
