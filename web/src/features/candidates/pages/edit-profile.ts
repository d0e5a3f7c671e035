/** `/candidate/edit-profile/`: its own chunk (react-select and the ten tab forms stay out of the dashboard). */
export { EditProfilePage } from './EditProfilePage';
