/** Public profile pages (`/profile/{slug}`, `/profile/list`): their own small chunk. */
export { PublicProfilePage } from './PublicProfilePage';
export { ProfileListPage } from './ProfileListPage';
