/**
 * Public surface of the candidates feature for other features: the sign-up profile steps (auth) edit the same
 * profile with the editor's own fields, schemas and update-profile call. Pages are loaded through `pages/`.
 */
import './candidates.css';

export { useOwnProfile, type OwnCandidateProfile } from './api/own-profile';
export { useUpdateProfile } from './api/update-profile';
export { showSaveError } from './components/edit-profile/ProfileTabForm';
export { ProfilePhotoPanel } from './components/edit-profile/ProfilePhotoPanel';
export { ChoiceField } from './components/fields/ChoiceField';
export { HeadlineRolesField } from './components/fields/HeadlineRolesField';
export { QualificationsField } from './components/fields/QualificationsField';
export { MultiSelectField, SearchableSelectField, type Option } from './components/fields/SelectOptionFields';
export { useEnumOptions } from './components/use-enum-label';
