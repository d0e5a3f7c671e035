/** Public surface of the organisations feature. */
export { EmployerPublicProfile } from './components/EmployerPublicProfile';
