/** Kept for importers not yet moved to the app's one date helper (src/lib/format-date.ts). */
export { formatDateTime, formatDate as formatDay } from '../../../lib/format-date';
