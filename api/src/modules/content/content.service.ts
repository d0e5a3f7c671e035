import { CONFIG_LOOKUPS } from '@fj/shared';
import { HEADER_MENU } from './header-menu';

/**
 * Lookup lists come from shared as they are. Lists that later live in the database (clubs, locations, …) are
 * merged in here by the issues that add their tables.
 */
export function createContentService() {
  return {
    configData: () => CONFIG_LOOKUPS,
    headerMenu: () => HEADER_MENU,
  };
}

export type ContentService = ReturnType<typeof createContentService>;
