import { MenuItem } from 'react-aria-components/Menu';
import { Icon } from '../Icon/Icon';
import { MenuPopover, type MenuPopoverState } from '../MenuPopover/MenuPopover';
import { userMenu, userMenuItem, userMenuPopover } from './Header.css';

export interface HeaderUserMenuPopoverProps extends MenuPopoverState {
  labels: { userMenu: string; profile: string; logout: string };
  onProfile: () => void;
  onLogout: () => void;
}

/** The user menu's popover, loaded apart from the page (see lazyOverlay). */
export function HeaderUserMenuPopover({ labels, onProfile, onLogout, ...state }: HeaderUserMenuPopoverProps) {
  return (
    <MenuPopover
      {...state}
      label={labels.userMenu}
      popoverClassName={userMenuPopover}
      menuClassName={userMenu}
      onAction={(key) => (key === 'logout' ? onLogout() : onProfile())}
    >
      <MenuItem id="profile" className={userMenuItem} textValue={labels.profile}>
        <Icon name="user" />
        {labels.profile}
      </MenuItem>
      <MenuItem id="logout" className={userMenuItem} textValue={labels.logout}>
        <Icon name="logout" />
        {labels.logout}
      </MenuItem>
    </MenuPopover>
  );
}
