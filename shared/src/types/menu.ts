/** Header menu item from `GET /get-header-data` (§3). `col` is the number of columns of a mega-menu. */
export interface MenuItem {
  label: string;
  link: string;
  subMenu?: MenuItem[];
  hide?: boolean;
  hideSubMenu?: boolean;
  col?: number;
  isExternal?: boolean;
}
