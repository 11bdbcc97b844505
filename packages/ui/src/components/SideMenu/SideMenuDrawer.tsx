import { Dialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { drawer, drawerDialog, drawerNav, drawerOverlay, drawerTop } from './SideMenu.css';
import type { SideMenuEntry, SideMenuLabels } from './SideMenuEntries';
import { SideMenuList } from './SideMenuList';

export interface SideMenuDrawerProps {
  id: string;
  items: readonly SideMenuEntry[];
  activeId?: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  labels: SideMenuLabels;
}

/** The side menu as a modal drawer on mobile, loaded apart from the page (see lazyOverlay). */
export function SideMenuDrawer({ id, items, activeId, isOpen, onOpenChange, labels }: SideMenuDrawerProps) {
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
