import type { TypedMessageDescriptor } from '@formatjs/intl';
import type { IconName } from '@kundenportal/ui';
import { type MenuPage, menuPages, userPageRow } from '../shared/pages';

type MenuEntry = { icon: IconName; label: TypedMessageDescriptor };

/** The logged-in side menu of spec §2: the page table's pages with a menu icon, in its order. */
export const userMenuPages: readonly ({ page: MenuPage } & MenuEntry)[] = menuPages.flatMap((page) => {
  const { menuIcon, title } = userPageRow(page);
  return menuIcon ? [{ page, icon: menuIcon, label: title }] : [];
});
