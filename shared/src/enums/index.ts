export * from './helpers';
export * from './profile-types';
export * from './memberships';
