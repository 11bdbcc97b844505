import { Suspense } from 'react';
import { Button } from 'react-aria-components/Button';
import { lazyOverlay, usePreloadWhenIdle } from '../../hooks/lazyOverlay';
import { useMenuButton } from '../../hooks/useMenuButton';
import { Icon } from '../Icon/Icon';
import { userButton, userName } from './Header.css';
import type { HeaderUserMenuPopoverProps } from './HeaderUserMenuPopover';

export interface HeaderUserMenuProps {
  userName: string;
  labels: { userMenu: string; profile: string; logout: string };
  onProfile: () => void;
  onLogout: () => void;
}

// The menu and its popover load at idle or on first use; the button renders with the header.
const UserMenuPopover = /* @__PURE__ */ lazyOverlay<HeaderUserMenuPopoverProps>(
  async () => (await import('./HeaderUserMenuPopover')).HeaderUserMenuPopover,
);

/** The logged-in user's menu: profile and logout. */
export function HeaderUserMenu({ userName: name, labels, onProfile, onLogout }: HeaderUserMenuProps) {
  usePreloadWhenIdle(UserMenuPopover);
  const menuButton = useMenuButton(UserMenuPopover.preload);
  return (
    <>
      <Button className={userButton} aria-label={labels.userMenu} {...menuButton.buttonProps}>
        <Icon name="user" size="large" />
        <span className={userName}>{name}</span>
        <Icon name="chevronDown" size="small" />
      </Button>
      {menuButton.hasOpened && (
        <Suspense fallback={null}>
          <UserMenuPopover
            {...menuButton.menuProps}
            labels={labels}
            onProfile={onProfile}
            onLogout={onLogout}
          />
        </Suspense>
      )}
    </>
  );
}
