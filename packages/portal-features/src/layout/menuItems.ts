import type { TypedMessageDescriptor } from '@formatjs/intl';
import type { IconName } from '@kundenportal/ui';
import { type MenuPage, type PageRow, pageTable } from '../shared/pages';

type MenuEntry = { icon: IconName; label: TypedMessageDescriptor };

/** The side menu of a page table: its logged-in pages with a menu icon, in its order. */
export function menuEntriesOf<Name extends string>(
  table: Readonly<Record<Name, PageRow>>,
): readonly ({ page: Name } & MenuEntry)[] {
  return (Object.entries(table) as [Name, PageRow][]).flatMap(([page, row]) =>
    row.guard && row.menuIcon ? [{ page, icon: row.menuIcon, label: row.title }] : [],
  );
}

/** The logged-in side menu of spec §2. */
export const userMenuPages = menuEntriesOf(pageTable) as readonly ({ page: MenuPage } & MenuEntry)[];
