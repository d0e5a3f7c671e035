export * from './messages';
export * from './fields';
export * from './auth';
export * from './validate';
