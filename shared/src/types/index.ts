export * from './lookup';
export * from './auth';
export * from './api';
export * from './menu';
export * from './football';
