export { ActionMenu, type ActionMenuItem, type ActionMenuProps } from './ActionMenu';
