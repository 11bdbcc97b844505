import { useLayoutEffect, useRef } from 'react';
import { Dialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { desktopQuery } from '../../theme/tokens';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { desktopNav, drawer, drawerDialog, drawerNav, drawerOverlay, drawerTop } from './SideMenu.css';
import type { SideMenuEntry } from './SideMenuEntries';
import { SideMenuList } from './SideMenuList';

export interface SideMenuLabels {
  /** The navigation landmark's name, e.g. "Hauptmenü". */
  navigation: string;
  /** The drawer's close button on mobile. */
  close: string;
}

export interface SideMenuProps {
  /** The header's menu toggle points here with aria-controls. */
  id: string;
  items: readonly SideMenuEntry[];
  /** The item of the current page, marked aria-current="page". */
  activeId?: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  labels: SideMenuLabels;
  /** Forces the mobile drawer on or off; by default it follows the viewport (below xlarge is mobile). */
  isMobile?: boolean;
}

/**
 * The main navigation. On desktop a column beside the page that the header toggle shows or hides; on mobile
 * a modal drawer that starts closed, closes on Escape, outside click or after choosing an item, and hands
 * focus back to the toggle.
 */
export function SideMenu({ id, items, activeId, isOpen, onOpenChange, labels, isMobile }: SideMenuProps) {
  const isDesktopViewport = useMediaQuery(desktopQuery);
  const mobile = isMobile ?? !isDesktopViewport;
  useCloseWhenBecomingMobile(mobile, isOpen, onOpenChange);

  if (!mobile) {
    return (
      <nav id={id} aria-label={labels.navigation} className={desktopNav} hidden={!isOpen}>
        <SideMenuList entries={items} activeId={activeId} onChoose={() => {}} />
      </nav>
    );
  }

  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={drawerOverlay}>
      <Modal className={drawer}>
        <Dialog aria-label={labels.navigation} className={drawerDialog}>
          <div className={drawerTop}>
            <Button variant="tertiary" iconOnly aria-label={labels.close} onPress={() => onOpenChange(false)}>
              <Icon name="close" size="large" />
            </Button>
          </div>
          <nav id={id} aria-label={labels.navigation} className={drawerNav}>
            <SideMenuList entries={items} activeId={activeId} onChoose={() => onOpenChange(false)} />
          </nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/**
 * Mobile starts collapsed: on the first mobile render, and whenever the viewport shrinks to mobile, an open
 * menu is closed. A layout effect, so the drawer never flashes open before the first paint.
 */
function useCloseWhenBecomingMobile(
  isMobile: boolean,
  isOpen: boolean,
  onOpenChange: (isOpen: boolean) => void,
) {
  const wasMobile = useRef<boolean | null>(null);
  useLayoutEffect(() => {
    if (isMobile && wasMobile.current !== true && isOpen) {
      onOpenChange(false);
    }
    wasMobile.current = isMobile;
  }, [isMobile, isOpen, onOpenChange]);
}
