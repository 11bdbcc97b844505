import { Button } from 'react-aria-components/Button';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components/Menu';
import { Icon } from '../Icon/Icon';
import { userButton, userMenu, userMenuItem, userMenuPopover, userName } from './Header.css';

export interface HeaderUserMenuProps {
  userName: string;
  labels: { userMenu: string; profile: string; logout: string };
  onProfile: () => void;
  onLogout: () => void;
}

/** The logged-in user's menu: profile and logout. */
export function HeaderUserMenu({ userName: name, labels, onProfile, onLogout }: HeaderUserMenuProps) {
  return (
    <MenuTrigger>
      <Button className={userButton} aria-label={labels.userMenu}>
        <Icon name="user" size="large" />
        <span className={userName}>{name}</span>
        <Icon name="chevronDown" size="small" />
      </Button>
      <Popover placement="bottom end" className={userMenuPopover}>
        <Menu
          className={userMenu}
          aria-label={labels.userMenu}
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
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
