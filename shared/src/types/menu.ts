/** Header menu item from `GET /get-header-data` (§3). `col` is the number of columns of a mega-menu. */
export interface MenuItem {
  label: string;
  /** i18n key of the label (`header.menu.jobs`, `enums.category.media`); the SPA shows it translated, `label` otherwise. */
  labelKey?: string;
  link: string;
  subMenu?: MenuItem[];
  hide?: boolean;
  hideSubMenu?: boolean;
  col?: number;
  isExternal?: boolean;
}
