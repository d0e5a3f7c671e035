/** The football search and register screens (forms); the read-only pages are `./public`, a chunk of their own. */
export { PlayerDatabasePage } from './PlayerDatabasePage';
export { RegisterPlayerProfilePage } from './RegisterPlayerProfilePage';
