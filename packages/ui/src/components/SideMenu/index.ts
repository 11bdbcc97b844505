export { SideMenu, type SideMenuLabels, type SideMenuProps } from './SideMenu';
export type { SideMenuEntry, SideMenuItem, SideMenuSection, SideMenuSlot } from './SideMenuEntries';
