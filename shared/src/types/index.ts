export * from './lookup';
export * from './auth';
export * from './api';
export * from './menu';
export * from './football';
export * from './messages';
export * from './interviews';
export * from './contract-advice';
