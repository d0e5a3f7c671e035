import { ROUTES } from '@fj/shared';

/** Link to one edit-profile tab (§9 code), used by the dashboard's next steps. */
export const tabHref = (code: string): string => `${ROUTES.candidateEditProfile}?tab=${encodeURIComponent(code)}`;
