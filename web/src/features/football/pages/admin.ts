// The data scouts' screens: their own lazy chunk, so the public football pages never load the editors.
export { EditPlayerPage } from './EditPlayerPage';
export { AdminPlayerSearchPage } from './PlayerDatabasePage';
