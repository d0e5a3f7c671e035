/** The share screen (one lazy chunk). */
export { ShareProfilePage } from './ShareProfilePage';
