/** Public surface of the jobs feature for other areas (the homepage's job lists). */
export { HomeJobSections } from './components/HomeJobSections';
