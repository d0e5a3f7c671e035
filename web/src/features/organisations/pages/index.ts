export { EditEmployerProfilePage } from './EditEmployerProfilePage';
